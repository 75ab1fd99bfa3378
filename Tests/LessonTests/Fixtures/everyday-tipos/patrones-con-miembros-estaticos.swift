// Un miembro estático en un patrón (case .origen, .some(.origen), case .favorito de un enum) se compara con ==, como el ~= de Swift.
struct Punto: Equatable { var x = 0, y = 0; static let origen = Punto() }
enum Modo: Equatable { case a, b(Int); static let favorito = Modo.b(7) }
let p: Punto? = .origen
switch p {
case .some(.origen): print("origen opcional")
case .some(let o): print(o)
case .none: print("nada")
}
for q in [Punto(x: 1), .origen] {
    switch q {
    case .origen: print("origen")
    default: print("no", q)
    }
}
for m in [Modo.a, .b(7), .b(1)] {
    switch m {
    case .favorito: print("favorito")
    case .a: print("a")
    case .b(let n): print("b", n)
    }
}
if case .origen = Punto() { print("sí") }
let opcionales: [Punto?] = [nil, .origen, Punto(y: 2)]
for case .some(.origen) in opcionales { print("hay origen") }
