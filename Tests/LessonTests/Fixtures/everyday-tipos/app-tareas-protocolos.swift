// Lista de tareas con protocolos, some y any
protocol Tarea {
    var titulo: String { get }
    var prioridad: Int { get }
    func resumen() -> String
}

extension Tarea {
    func resumen() -> String {
        "[\(prioridad)] \(titulo)"
    }
    var esUrgente: Bool { prioridad >= 3 }
}

struct TareaSimple: Tarea {
    let titulo: String
    let prioridad: Int
}

struct TareaConFecha: Tarea {
    let titulo: String
    let prioridad: Int
    let dia: Int
    func resumen() -> String {
        "[\(prioridad)] \(titulo) — día \(dia)"
    }
}

struct Compra: Tarea {
    var articulos: [String]
    var titulo: String { "Comprar \(articulos.count) cosas" }
    var prioridad: Int { articulos.count > 2 ? 3 : 1 }
}

func crearTareaDelDia() -> some Tarea {
    TareaSimple(titulo: "Regar las plantas", prioridad: 2)
}

func imprimir(_ tareas: [any Tarea]) {
    for (i, t) in tareas.enumerated() {
        print("\(i + 1). \(t.resumen())\(t.esUrgente ? " ¡urgente!" : "")")
    }
}

var lista: [any Tarea] = [
    TareaSimple(titulo: "Estudiar Swift", prioridad: 3),
    TareaConFecha(titulo: "Dentista", prioridad: 2, dia: 14),
    Compra(articulos: ["pan", "leche", "huevos"]),
    crearTareaDelDia(),
]

imprimir(lista)
lista.sort { $0.prioridad > $1.prioridad }
print(lista.map(\.titulo))

let urgentes = lista.filter { $0.esUrgente }
print("Urgentes: \(urgentes.count)")

for t in lista {
    if let f = t as? TareaConFecha {
        print("Con fecha: \(f.titulo) el \(f.dia)")
    } else if t is Compra {
        print("Compra: \(t.titulo)")
    }
}

func masImportante(_ tareas: [any Tarea]) -> (any Tarea)? {
    tareas.max { $0.prioridad < $1.prioridad }
}
if let top = masImportante(lista) {
    print("La más importante: \(top.titulo)")
}
print(masImportante([])?.titulo ?? "sin tareas")

let tareaDia = crearTareaDelDia()
print(tareaDia.resumen(), tareaDia.esUrgente)

protocol Completable {
    mutating func completar()
    var hecha: Bool { get }
}

struct Recordatorio: Completable, CustomStringConvertible {
    let texto: String
    var hecha = false
    mutating func completar() { hecha = true }
    var description: String { (hecha ? "✓ " : "✗ ") + texto }
}

var recordatorios = [Recordatorio(texto: "Llamar a mamá"), Recordatorio(texto: "Pagar la luz")]
recordatorios[1].completar()
print(recordatorios)
let pendientes = recordatorios.filter { !$0.hecha }.count
print("Pendientes: \(pendientes)")
