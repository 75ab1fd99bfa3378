protocol Describible {
    var descripcion: String { get }
}

protocol Reiniciable {
    mutating func reiniciar()
}

enum Semaforo: Describible, CaseIterable {
    case rojo, ambar, verde

    var descripcion: String {
        switch self {
        case .rojo: return "para"
        case .ambar: return "cuidado"
        case .verde: return "pasa"
        }
    }
}

struct Contador: Reiniciable, Describible {
    var cuenta = 0
    mutating func reiniciar() { cuenta = 0 }
    var descripcion: String { "cuenta \(cuenta)" }
}

var c = Contador(cuenta: 4)
print(c.descripcion)
c.reiniciar()
print(c.descripcion, Semaforo.ambar.descripcion)
