protocol Estado: CustomStringConvertible {
    var nombre: String { get }
    func siguiente() -> Self
}
extension Estado {
    var description: String { "<\(nombre)>" }
}
enum Semaforo: Estado, CaseIterable {
    case rojo, verde, ambar
    var nombre: String { "\(self == .rojo ? "R" : self == .verde ? "V" : "A")" }
    func siguiente() -> Semaforo {
        switch self {
        case .rojo: return .verde
        case .verde: return .ambar
        case .ambar: return .rojo
        }
    }
}
class Base { func f() -> Int { 1 } }
class Hija: Base { override func f() -> Int { super.f() + 1 } }
let b: Base = Hija()
print(Semaforo.rojo.siguiente(), Semaforo.allCases.map { $0.siguiente().nombre }, b.f())
