func imprimirSuma(_ a: Int, _ b: Int) {
    print(a + b)
    return a + b
}
imprimirSuma(1, 2)
