// Una propiedad lazy con un closure que se llama en el acto: su return toma el tipo declarado.
class Registro {
    var nombre = "general"
    lazy var historial: [Int] = {
        var h = [Int]()
        h.append(0)
        return h
    }()
    lazy var etiquetas: [String] = { return [] }()
    lazy var totales: [String: Int] = {
        var d: [String: Int] = [:]
        d["inicio"] = 1
        return d
    }()
    lazy var titulo: String = "Registro " + nombre
    func anotar(_ x: Int) { historial.append(x) }
}
let r = Registro()
r.nombre = "ventas"
print(r.titulo)
r.anotar(5)
r.anotar(8)
r.etiquetas.append("urgente")
print(r.historial, r.etiquetas)
r.totales["fin"] = 2
print(r.totales.sorted { $0.key < $1.key })
let limites: [Int] = { return [] }()
let opcional: Int? = { 3 }()
print(limites.isEmpty, opcional ?? 0)
