func doble(_ n: Int) -> Int {
    if n > 0 {
        return n * 2
    }
}
print(doble(3))
