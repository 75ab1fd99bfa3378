func leer() -> Int {
    defer {
        return 0
    }
    return 1
}
print(leer())
