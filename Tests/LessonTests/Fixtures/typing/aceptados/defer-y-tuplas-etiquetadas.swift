func pasos() {
    defer { print("fin") }
    print("inicio")
    for i in 1...3 {
        defer { print("cierre", i) }
        if i == 2 { continue }
        print("cuerpo", i)
    }
}
pasos()
let punto = (x: 3, y: -2)
print(punto.x, punto.y, punto)
let (a, b) = punto
print(a + b)
switch punto {
case (0, 0): print("origen")
case (let x, 0): print("eje x", x)
case let (x, y) where x > 0 && y < 0: print("cuarto", x, y)
default: print("otro")
}
var registro: [(nombre: String, nota: Double)] = []
registro.append((nombre: "Ana", nota: 9))
registro.append(("Luis", 6.5))
for (n, nota) in registro where nota > 7 {
    print(n, nota)
}
let mejor = registro.max { $0.nota < $1.nota }!
print(mejor.nombre)
func minmax(_ v: [Int]) -> (min: Int, max: Int)? {
    guard let p = v.first else { return nil }
    var r = (min: p, max: p)
    for e in v.dropFirst() {
        if e < r.min { r.min = e }
        if e > r.max { r.max = e }
    }
    return r
}
if let r = minmax([4, 1, 9, 3]) { print(r.min, r.max, r) }
print(minmax([]) == nil)
