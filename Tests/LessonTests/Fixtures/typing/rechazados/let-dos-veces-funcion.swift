func elegir(_ c: Bool) -> Int {
    let x: Int
    if c {
        x = 1
    }
    x = 2
    return x
}
print(elegir(true))
