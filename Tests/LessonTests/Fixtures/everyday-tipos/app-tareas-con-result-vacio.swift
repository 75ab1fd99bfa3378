struct Tarea: Hashable, Comparable {
    let id: Int
    var titulo: String
    var hecha = false
    static func < (a: Tarea, b: Tarea) -> Bool { (a.hecha ? 1 : 0, a.id) < (b.hecha ? 1 : 0, b.id) }
}
enum Filtro: CaseIterable { case todas, pendientes, hechas }
struct Lista {
    private(set) var tareas: [Int: Tarea] = [:]
    private var siguienteId = 1
    mutating func agregar(_ t: String) -> Int {
        defer { siguienteId += 1 }
        tareas[siguienteId] = Tarea(id: siguienteId, titulo: t)
        return siguienteId
    }
    mutating func marcar(_ id: Int) throws {
        guard var t = tareas[id] else { throw ErrorLista.noExiste(id) }
        t.hecha.toggle()
        tareas[id] = t
    }
    func ver(_ f: Filtro) -> [String] {
        tareas.values.filter { t in
            switch f { case .todas: true; case .pendientes: !t.hecha; case .hechas: t.hecha }
        }.sorted().map { "\($0.id):\($0.titulo)\($0.hecha ? "✓" : "")" }
    }
}
enum ErrorLista: Error { case noExiste(Int) }
var l = Lista()
let a = l.agregar("pan"), b = l.agregar("leche")
_ = l.agregar("huevos")
try l.marcar(b)
do { try l.marcar(9) } catch ErrorLista.noExiste(let id) { print("no existe", id) }
for f in Filtro.allCases { print(f, l.ver(f)) }
print(a, l.tareas.count, l.tareas[2]?.hecha ?? false)
let r = Result { try l.marcar(a) }
print(r)
