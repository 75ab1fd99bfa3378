protocol Describible {
    var descripcion: String { get }
}
struct Sensor: Describible, Equatable {
    var nombre: String
    var lectura: Double = 0
    var descripcion: String { "\(nombre)=\(lectura)" }
}
enum Alarma: Describible {
    case apagada, sonando(nivel: Int)
    var descripcion: String {
        switch self {
        case .apagada: "apagada"
        case .sonando(let n): "sonando \(n)"
        }
    }
}
let cosas: [any Describible] = [Sensor(nombre: "t"), Alarma.sonando(nivel: 2), Alarma.apagada]
for c in cosas { print(c.descripcion) }
func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(mayor(3, 7), mayor("a", "b"), mayor(2.5, 1))
var s = Sensor(nombre: "h", lectura: 40)
s.lectura += 2
print(s, s == Sensor(nombre: "h", lectura: 42))
let lecturas = [3, 1, 2].map { Sensor(nombre: "s\($0)", lectura: Double($0)) }
print(lecturas.sorted { $0.lectura < $1.lectura }.map(\.nombre))
print(lecturas.filter { $0.lectura >= 2 }.count)
