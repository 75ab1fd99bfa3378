class A { var n = 1 }
class B: A { var m = 2 }
let xs: [A] = [B(), A()]
if let b = xs.first as? B { print("primero B", b.m) }
if let b = xs.last as? B { print("último B", b.m) } else { print("último no B") }
let o: A? = B()
print(o as? B != nil, (o as? B)?.m as Any)
let v: Int? = 3
if let i = v as? Int { print("int", i) }
let d: [String: A] = ["k": B()]
if let b = d["k"] as? B { print("dic", b.m) }
let anys: [Any] = [1, "a"]
if let s = anys.last as? String { print(s) }
let ys: [A] = [B(), A()]
switch ys.first {
case let b as B: print("B", b.m)
default: print("otro")
}
if case let b as B = ys.first { print("if case", b.m) }
for case let b as B in ys { print("for", b.m) }
let vacio: A? = nil
print(vacio is B, ys.first is B, ys.last is B)
let forzado = ys.first as! B
print(forzado.m)
func f() -> A? { B() }
if let b = f() as? B { print("f", b.m) }
