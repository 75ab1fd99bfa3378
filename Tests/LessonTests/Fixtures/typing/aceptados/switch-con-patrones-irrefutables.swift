let n = 7
switch n {
case let x where x > 5: print("grande", x)
case _: print("otro")
}
let par = (3, true)
switch par {
case (_, true): print("sí")
case (_, false): print("no")
}
let s: String? = "a"
switch s {
case .some(let t): print(t)
case .none: print("nada")
}
struct P { var x: Int }
switch P(x: 1) {
case let p: print(p.x)
}
enum E: Hashable { case a(Int), b }
let conjunto: Set<E> = [.a(1), .b]
print(conjunto.count)
enum Dir { case n, s }
let d: [Dir: Int] = [.n: 1]
print(d[.n] ?? 0)
enum R: Int { case a = -1, b, c = 5, d }
print(R.b.rawValue, R.d.rawValue)
enum T: String { case uno, dos = "2" }
print(T.uno.rawValue, T.dos.rawValue)
let xs = [3, 1, 2]
print(xs.count(where: { $0 > 1 }))
let m: Double? = 2
print(m == 2, (m ?? 0) * 2)
struct Z: Comparable { var v: Int; static func < (a: Z, b: Z) -> Bool { a.v < b.v } }
print(Z(v: 1) < Z(v: 2), [Z(v: 3), Z(v: 1)].sorted().map(\.v))
