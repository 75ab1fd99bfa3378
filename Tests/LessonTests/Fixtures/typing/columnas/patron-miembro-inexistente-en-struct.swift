// Un nombre que no es caso ni miembro estático en un patrón sobre un struct: swiftc dice que el tipo no tiene ese miembro.
struct Punto: Equatable { var x = 0, y = 0; static let origen = Punto() }
enum Modo: Equatable { case a, b(Int); static let favorito = Modo.b(7) }
let p: Punto? = .origen
switch p {
case .some(.origin): print("o")
default: print("otro")
}
let q = Punto(x: 1)
switch q {
case .origen: print("origen")
case .destino: print("d")
default: print("no")
}
