// description por defecto en la extensión de un protocolo, mutating en [any P], map(\.self), genéricos de funciones y enums.
protocol Describible: CustomStringConvertible { var nombre: String { get } }
extension Describible { var description: String { "<\(nombre)>" } }
struct A: Describible { var nombre = "a" }
print(A(), [A()], "\(A())")
protocol Contador { var cuenta: Int { get set }; mutating func incrementar() }
extension Contador { mutating func incrementar() { cuenta += 1 } }
struct C1: Contador { var cuenta = 0 }
struct C2: Contador { var cuenta = 10; mutating func incrementar() { cuenta += 10 } }
var cs: [any Contador] = [C1(), C2()]
for i in cs.indices { cs[i].incrementar() }
print(cs.map { $0.cuenta })
var uno: Contador = C1()
uno.incrementar(); uno.incrementar()
print(uno.cuenta)
print([3, 1, 2].map(\.self), ["a", "bb"].map(\.count))
let dobles = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
print(dobles)
func aplicar<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] { var r: [U] = []; for x in xs { r.append(f(x)) }; return r }
print(aplicar([1, 2]) { "n\($0)" }, aplicar(["a"], \.count))
struct Par<T: Equatable>: Equatable { var a: T; var b: T; var iguales: Bool { a == b } }
print(Par(a: 1, b: 1).iguales, Par(a: "x", b: "y") == Par(a: "x", b: "y"))
enum Resultado<T> { case ok(T), error(String) }
let rs: [Resultado<Int>] = [.ok(1), .error("mal")]
for r in rs { switch r { case .ok(let v): print("ok", v); case .error(let m): print("error", m) } }
print(rs)
let opt: Resultado<String>? = .ok("s")
print(opt as Any)
