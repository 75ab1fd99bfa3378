// Two declarations of one name at the top level of one file: swiftc's «invalid redeclaration», at the second.
let t = 1
var u = 2
let t = 3
var u = "x"
func f(_ x: Int) -> Int { x }
func f(_ y: Int) -> Int { y + 1 }
func f(_ x: String) -> Int { 0 }
func f(_ x: Int) -> String { "" }
func g() {}
let g = 5
struct S {}
let S = 2
func k(x: Int) {}
func k(y: Int) {}
func k(x: Int) {}
var (p, q) = (1, 2)
let q = 3
let w = 1, w = 2
let n = 1
func n(_ z: Int) {}
struct R {}
func R(x: Int) {}
let A = 0
enum A { case uno }
func v() -> Int { 1 }
var v: Int { 2 }
func m() {}
func m() {}
func m() {}
let a = 1
if true { let a = 2; print(a) }
guard let b = Optional(1) else { fatalError() }
func usar(_ c: Int?) {
    guard let c = c else { return }
    print(c)
}
print(t, u, p, q, w, n, a, b)
