struct P { var v = 1 }
class C { var n = 0; func f() -> () -> Void { return { [weak self] in print(n) } } }
var k = 1
let a = { [weak k] in print(k) }
let b = { [k] in k += 1 }
let p = P()
let c = { [unowned p] in print(p) }
let d = { [weak q = C()] in print(q?.n as Any) }
func g() { let h = { [weak self] in print(1) }; h() }
