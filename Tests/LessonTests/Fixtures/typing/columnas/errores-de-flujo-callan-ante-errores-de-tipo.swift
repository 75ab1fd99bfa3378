func c() -> Int {
    if Bool.random() { return 1 }
}
let x: Int = "a"
struct P { var a: Int; init() { } }
