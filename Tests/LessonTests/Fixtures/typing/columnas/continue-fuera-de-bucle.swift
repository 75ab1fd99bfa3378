func procesar(_ n: Int) {
    if n < 0 {
        continue
    }
    print(n)
}
procesar(1)
