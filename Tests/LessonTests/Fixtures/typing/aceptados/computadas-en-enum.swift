enum Fase {
    case inicio
    case datos(nombre: String, edad: Int)
    case revision(aprobada: Bool)
    case fin

    var esFinal: Bool {
        if case .fin = self { return true }
        return false
    }

    var progreso: Double {
        switch self {
        case .inicio: return 0
        case .datos: return 1 / 3
        case .revision: return 2.0 / 3
        case .fin: return 1
        }
    }

    static var todas: [Fase] { [.inicio, .datos(nombre: "A", edad: 1), .revision(aprobada: true), .fin] }
}

for f in Fase.todas {
    print(f.esFinal, f.progreso)
}
