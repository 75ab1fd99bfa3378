func f() -> Int {
    let xs = [1, 2]
    for x in xs { if x > 1 { return x } }
}
