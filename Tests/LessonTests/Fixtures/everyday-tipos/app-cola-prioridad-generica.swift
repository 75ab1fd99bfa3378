struct Paciente: CustomStringConvertible {
    let nombre: String
    let gravedad: Int
    let llegada: Int
    var description: String { "\(nombre)(g\(gravedad))" }
}

struct ColaPrioridad<T> {
    private var elementos: [T] = []
    let antes: (T, T) -> Bool

    init(antes: @escaping (T, T) -> Bool) { self.antes = antes }

    var estaVacia: Bool { elementos.isEmpty }
    var cuenta: Int { elementos.count }

    mutating func insertar(_ x: T) {
        let i = elementos.firstIndex { antes(x, $0) } ?? elementos.count
        elementos.insert(x, at: i)
    }

    mutating func sacar() -> T? { elementos.isEmpty ? nil : elementos.removeFirst() }
    func mirar() -> T? { elementos.first }
}

var urgencias = ColaPrioridad<Paciente> { a, b in
    a.gravedad != b.gravedad ? a.gravedad > b.gravedad : a.llegada < b.llegada
}
let llegadas = [("Rosa", 2), ("Juan", 5), ("Alba", 3), ("Pepe", 5), ("Inés", 1), ("Tito", 3)]
for (i, (nombre, g)) in llegadas.enumerated() {
    urgencias.insertar(Paciente(nombre: nombre, gravedad: g, llegada: i))
}
print(urgencias.cuenta, urgencias.mirar()!)
var orden: [String] = []
while let p = urgencias.sacar() {
    orden.append(p.description)
    if p.nombre == "Alba" { urgencias.insertar(Paciente(nombre: "Nuevo", gravedad: 4, llegada: 99)) }
}
print(orden.joined(separator: " → "))
print(urgencias.estaVacia, urgencias.sacar() as Any)
var numeros = ColaPrioridad<Int>(antes: <)
[5, 1, 4, 1, 3].forEach { numeros.insertar($0) }
var salida: [Int] = []
while let n = numeros.sacar() { salida.append(n) }
print(salida)
var palabras = ColaPrioridad<String>(antes: { $0.count > $1.count })
for p in ["sol", "montaña", "río", "valle"] { palabras.insertar(p) }
print(palabras.mirar() ?? "", palabras.cuenta)
