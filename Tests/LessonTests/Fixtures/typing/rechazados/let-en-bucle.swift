func contar() -> Int {
    let total: Int
    for i in 0..<3 {
        total = i
    }
    return 0
}
print(contar())
