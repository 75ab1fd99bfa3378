// Two declarations of one name in one block: swiftc's «invalid redeclaration»; a parameter, a loop's variable or an outer block's name may be declared again.
func a() {
    let x = 1
    var x = 2
    print(x)
}
func b() {
    var n = 1
    func n() {}
    print(n)
}
func c() {
    struct S {}
    let S = 1
}
func d(p: Int) {
    let p = p + 1
    print(p)
    for i in 0..<2 { let i = i * 2; print(i) }
    let q = 1
    do { let q = 2; print(q) }
    let (r, s) = (1, 2)
    let s = 3
    print(q, r, s)
}
let e = { (y: Int) -> Int in
    let y = y + 1
    let z = 1
    let z = 2
    return y + z
}
func f() {
    let k = 1
    switch k {
    case 1:
        let m = 1
        let m = 2
        print(m)
    default: break
    }
    func g(_ x: Int) {}
    func g(_ y: Int) {}
}
