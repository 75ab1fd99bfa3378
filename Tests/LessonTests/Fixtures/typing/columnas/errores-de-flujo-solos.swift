func c(_ n: Int?) -> Int {
    guard let m = n else { print("x") }
    return m
}
func d() {
    let a: Int
    print(a)
    let b: Int
    b = 1
    b = 2
}
let big = Int.max + 1
