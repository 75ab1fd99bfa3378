// `private` is seen inside its type, in nested types and in the extensions of the same file;
// `fileprivate` in the whole file; `private(set)` reads from anywhere and changes only inside;
// a `private let` with a value leaves the memberwise init internal.
struct S {
    private var n = 0
    private static let tope = 3
    private(set) var cambios = 0
    static func hacer() -> S { var s = S(); s.n = tope; s.cambios += 1; return s }
    mutating func subir() { n += 1; cambios += 1 }
}
extension S {
    func ver() -> Int { n + S.tope }
    private func oculto() -> Int { n }
}
extension S {
    func otro() -> Int { oculto() + self.n }
    struct Dentro { func mira(_ s: S) -> Int { s.n } }
}
var v = S.hacer()
v.subir()
print(v.ver(), v.otro(), S.Dentro().mira(v), v.cambios)

class K {
    fileprivate var f = 1
    private var p = 2
    private init(f: Int) { self.f = f }
    convenience init() { self.init(f: 7) }
    func suma() -> Int { f + p }
}
let k = K()
k.f += 1
print(k.f, k.suma())

struct Fijo { private let id = 9; var nombre: String; func clave() -> String { "\(nombre)-\(id)" } }
print(Fijo(nombre: "ana").clave())

struct Token {
    let valor: Int
    private init(valor: Int) { self.valor = valor }
    static let uno = Token(valor: 1)
    static func crear(_ n: Int) -> Token { Token(valor: n) }
}
print(Token.uno.valor, Token.crear(4).valor)
