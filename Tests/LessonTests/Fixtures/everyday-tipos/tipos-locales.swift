// Tipos declarados dentro de una función o de un bloque: solo existen allí.
func contar() -> Int {
    enum Semaforo {
        case rojo, verde
        mutating func cambiar() { self = self == .rojo ? .verde : .rojo }
    }
    var s = Semaforo.rojo
    var cambios = 0
    for _ in 0..<5 { s.cambiar(); cambios += 1 }
    switch s {
    case .rojo: print("rojo")
    case .verde: print("verde")
    }
    return cambios
}
print(contar())
func primero() {
    struct Punto: Equatable {
        var x = 0, y = 0
        static let origen = Punto()
        func mover(_ d: Int) -> Punto { Punto(x: x + d, y: y) }
    }
    let p = Punto.origen.mover(3)
    print(p, p == Punto(x: 3, y: 0))
}
primero()
func segundo() {
    struct Punto { var nombre: String }
    print(Punto(nombre: "otro"))
}
segundo()
for i in 1...2 {
    struct Vuelta { var numero: Int }
    print(Vuelta(numero: i))
}
if true {
    struct Saludo { let nombre: String; func texto() -> String { "hola \(nombre)" } }
    print(Saludo(nombre: "Ana").texto())
}
