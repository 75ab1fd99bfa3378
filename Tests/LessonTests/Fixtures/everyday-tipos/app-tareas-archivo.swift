// Lista de tareas: prioridades con rawValue Int, Comparable, filtros con closures, Identifiable.
enum Prioridad: Int, CaseIterable, CustomStringConvertible {
    case baja = 1, media, alta, urgente
    var description: String {
        switch self {
        case .baja: return "baja"
        case .media: return "media"
        case .alta: return "alta"
        case .urgente: return "¡urgente!"
        }
    }
}

struct Tarea: Identifiable, CustomStringConvertible {
    let id: Int
    var titulo: String
    var prioridad: Prioridad
    var hecha = false
    var etiquetas: Set<String> = []
    var description: String { "[\(hecha ? "x" : " ")] #\(id) \(titulo) (\(prioridad))" }
}

final class GestorTareas {
    private var siguienteId = 1
    private(set) var tareas: [Tarea] = []
    var alCambiar: ((String) -> Void)?

    @discardableResult
    func crear(_ titulo: String, _ prioridad: Prioridad = .media, etiquetas: Set<String> = []) -> Int {
        let t = Tarea(id: siguienteId, titulo: titulo, prioridad: prioridad, etiquetas: etiquetas)
        tareas.append(t)
        siguienteId += 1
        alCambiar?("creada \(t.id)")
        return t.id
    }
    func completar(_ id: Int) {
        if let i = tareas.firstIndex(where: { $0.id == id }) {
            tareas[i].hecha = true
            alCambiar?("completada \(id)")
        }
    }
    func pendientes(ordenadas: Bool = true) -> [Tarea] {
        let p = tareas.filter { !$0.hecha }
        return ordenadas ? p.sorted { $0.prioridad.rawValue > $1.prioridad.rawValue } : p
    }
}

var registro: [String] = []
let gestor = GestorTareas()
gestor.alCambiar = { registro.append($0) }
gestor.crear("Comprar pan", .baja, etiquetas: ["casa"])
gestor.crear("Entregar práctica", .urgente, etiquetas: ["uni", "swift"])
gestor.crear("Llamar al dentista")
let idEstudio = gestor.crear("Estudiar genéricos", .alta, etiquetas: ["uni", "swift"])
gestor.completar(1)
gestor.completar(42)
for t in gestor.pendientes() { print(t) }
print(registro)
let conSwift = gestor.tareas.filter { $0.etiquetas.contains("swift") }.map(\.id)
print(conSwift, idEstudio)
var todasEtiquetas = Set<String>()
for t in gestor.tareas { todasEtiquetas.formUnion(t.etiquetas) }
print(todasEtiquetas.sorted())
let cuenta = Dictionary(gestor.tareas.map { ($0.prioridad, 1) }, uniquingKeysWith: +)
for p in Prioridad.allCases.reversed() { print(p, cuenta[p] ?? 0) }
print(Prioridad(rawValue: 3)!, Prioridad(rawValue: 7) == nil)
let hechas = gestor.tareas.filter(\.hecha).count
print("Progreso: \(hechas)/\(gestor.tareas.count) = \(Double(hechas) / Double(gestor.tareas.count) * 100)%")
print(gestor.pendientes(ordenadas: false).map { $0.titulo.count })
