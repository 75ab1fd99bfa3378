// Agenda de contactos: diccionario por nombre, búsqueda, agrupar por inicial.
struct Contacto: CustomStringConvertible {
    let nombre: String
    var telefono: String
    var correo: String?
    var description: String {
        if let correo = correo {
            return "\(nombre) <\(correo)> tel. \(telefono)"
        }
        return "\(nombre) tel. \(telefono)"
    }
}

enum ErrorAgenda: Error {
    case duplicado(String)
    case noEncontrado(String)
}

struct Agenda {
    private(set) var contactos: [String: Contacto] = [:]

    mutating func agregar(_ c: Contacto) throws {
        if contactos[c.nombre] != nil {
            throw ErrorAgenda.duplicado(c.nombre)
        }
        contactos[c.nombre] = c
    }

    mutating func cambiarTelefono(de nombre: String, a nuevo: String) throws {
        guard var c = contactos[nombre] else { throw ErrorAgenda.noEncontrado(nombre) }
        c.telefono = nuevo
        contactos[nombre] = c
    }

    func buscar(_ texto: String) -> [Contacto] {
        contactos.values
            .filter { $0.nombre.lowercased().contains(texto.lowercased()) }
            .sorted { $0.nombre < $1.nombre }
    }
}

var agenda = Agenda()
let nuevos = [
    Contacto(nombre: "Ana", telefono: "600111222", correo: "ana@correo.es"),
    Contacto(nombre: "Andrés", telefono: "600333444", correo: nil),
    Contacto(nombre: "Beatriz", telefono: "611000000", correo: "bea@correo.es"),
    Contacto(nombre: "Ana", telefono: "699999999", correo: nil),
]
for c in nuevos {
    do {
        try agenda.agregar(c)
        print("Añadido: \(c.nombre)")
    } catch ErrorAgenda.duplicado(let n) {
        print("Ya existe \(n)")
    } catch {
        print("Error inesperado: \(error)")
    }
}
print("Total:", agenda.contactos.count)
for c in agenda.buscar("an") { print(c) }
do {
    try agenda.cambiarTelefono(de: "Beatriz", a: "622222222")
    try agenda.cambiarTelefono(de: "Carlos", a: "000")
} catch let e as ErrorAgenda {
    print("Fallo:", e)
}
print(agenda.contactos["Beatriz"]?.telefono ?? "sin teléfono")
let porInicial = Dictionary(grouping: agenda.contactos.values, by: { $0.nombre.first! })
for inicial in porInicial.keys.sorted() {
    let nombres = porInicial[inicial]!.map { $0.nombre }.sorted()
    print("\(inicial): \(nombres.joined(separator: ", "))")
}
let sinCorreo = agenda.contactos.values.filter { $0.correo == nil }.map(\.nombre)
print("Sin correo: \(sinCorreo)")
print(agenda.contactos["Ana"]?.correo)
