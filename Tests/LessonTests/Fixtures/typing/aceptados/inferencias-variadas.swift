// Programas que swiftc acepta con literales, opcionales, miembros implícitos y variádicos: se cargan sin errores.
let a = [1, 2.5]
let b: [Double] = [1, 2]
let c = [1: "a", 2: "b"]
let d = c.map { $0.key * 2 }
let e = true ? 1 : 2.5
let f: Double? = 3
func g() -> Int? { 4 }
let h = g() ?? 0 + 1
let i = [Int]()
let j = Array(1...3) + [4]
let k = (1, "x")
let (l, m) = k
var n: [String: [Int]] = [:]
n["a", default: []].append(1)
let o = n.values.flatMap { $0 }
let p = "abc".map { String($0) }.joined(separator: "-")
let q = Set([1, 2]).union([3])
let r = stride(from: 0, to: 1, by: 0.25).map { $0 * 2 }
let s = [3, 1, 2].sorted(by: >).first!
let t: (Int) -> Int = { $0 + 1 }
let u = [t, { $0 * 2 }].map { $0(5) }
let v = Dictionary(uniqueKeysWithValues: zip(["a", "b"], 1...))
let w = max(1, 2.5)
let x = [1, 2, 3].reduce(0.0) { $0 + Double($1) / 2 }
let y = Double(1) / 3 * 3 == 1
let z = [[1, 2], [3]].joined().map { $0 }
enum Dir { case n, s }
let aa: [Dir] = [.n, .s]
let bb = aa.map { $0 == .n ? "N" : "S" }
let cc: Dir? = .n
let dd = cc == .n
let ee = [Dir.n: 1][.n]
func ff(_ x: Double = 1, _ y: Int...) -> Double { x + Double(y.reduce(0, +)) }
let gg = ff(2, 1, 2, 3) + ff()
let hh = -.pi / 2 + Double.pi
let ii: Float = 1 / 3
let jj = 07 + 0x10
print(a, b, c.count, d.sorted(), e, f!, h, i, j, l, m, o, p, q.count, r, s, u, v.count, w, x, y, z, bb, dd, ee!, gg, hh, ii, jj)
