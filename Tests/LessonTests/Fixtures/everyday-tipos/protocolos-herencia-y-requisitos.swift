// Protocolos que heredan, requisitos mutating y estáticos, tipos asociados y .vacio de un T genérico
protocol Identificable { var id: Int { get } }
protocol Nombrable { var nombre: String { get } }
protocol Entidad: Identificable, Nombrable { func resumen() -> String }
extension Entidad { func resumen() -> String { "#\(id) \(nombre)" } }
struct Usuario: Entidad { let id: Int; let nombre: String }
struct Grupo: Entidad {
    let id: Int; let nombre: String; var miembros: [Usuario]
    func resumen() -> String { "grupo \(nombre) (\(miembros.count))" }
}
let cosas: [any Entidad] = [Usuario(id: 1, nombre: "ana"), Grupo(id: 2, nombre: "dev", miembros: [])]
for c in cosas { print(c.resumen(), c is Grupo, (c as? Usuario)?.nombre ?? "-") }
func describir(_ x: some Entidad) -> String { "\(x.id):\(x.nombre)" }
print(describir(Usuario(id: 3, nombre: "luis")))
protocol Contador { var valor: Int { get set }; mutating func incrementar() }
extension Contador { mutating func incrementar() { valor += 1 } }
struct Clics: Contador { var valor = 0 }
var k = Clics()
k.incrementar(); k.incrementar()
print(k.valor)
protocol Vacio { static var vacio: Self { get } }
extension Int: Vacio { static var vacio: Int { 0 } }
extension String: Vacio { static var vacio: String { "" } }
func primeroOVacio<T: Vacio>(_ xs: [T]) -> T { xs.first ?? .vacio }
print(primeroOVacio([Int]()), primeroOVacio(["x"]), "[\(primeroOVacio([String]()))]")
protocol Apilable { associatedtype Elemento; mutating func apilar(_ e: Elemento); var cuenta: Int { get } }
struct PilaDeInt: Apilable { var xs: [Int] = []; mutating func apilar(_ e: Int) { xs.append(e) }; var cuenta: Int { xs.count } }
var pila = PilaDeInt(); pila.apilar(4); pila.apilar(5)
print(pila.cuenta, pila.xs)
func contarTodos(_ xs: [any Identificable]) -> Int { xs.map(\.id).reduce(0, +) }
print(contarTodos([Usuario(id: 5, nombre: "a"), Grupo(id: 6, nombre: "b", miembros: [])]))
let n: any Nombrable = Usuario(id: 9, nombre: "zoe")
if let e = n as? any Entidad { print("también entidad:", e.resumen()) }
