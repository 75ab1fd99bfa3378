enum D: Int { case a = -1, b, c = 0 }
enum E: String { case x, y = "x" }
enum F: Int { case a, b }
print(D.a, E.x, F.b.rawValue)
let d: [F: Int] = [.a: 1]
struct S: Hashable { var n: Int }
let s: Set<S> = []
print(d, s)
