// Composición de protocolos: some A & B, any A & B, <T: A & B>, where T: A & B, struct X: A & B
protocol Identificable { var id: Int { get } }
protocol Nombrable { var nombre: String { get } }
struct Usuario: Identificable & Nombrable, CustomStringConvertible { let id: Int; let nombre: String; var description: String { nombre } }
func describir(_ x: some Identificable & Nombrable) -> String { "\(x.id):\(x.nombre)" }
func listar<T: Identificable & Nombrable>(_ xs: [T]) -> [String] { xs.map { "\($0.id)-\($0.nombre)" } }
func todos<T>(_ xs: [T]) -> Int where T: Identificable & Nombrable { xs.count }
let u = Usuario(id: 3, nombre: "luis")
print(describir(u), listar([u]), todos([u]))
let v: any Identificable & Nombrable = u
print(v.nombre, v.id, v)
typealias Entidad = Identificable & Nombrable
let w: [any Entidad] = [u]
print(w.map(\.nombre))
