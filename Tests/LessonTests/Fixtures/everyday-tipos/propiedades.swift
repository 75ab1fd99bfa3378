// Propiedades: willSet y didSet con newValue y oldValue, static var, private(set) y
// las palabras de control de acceso.
public struct Termostato {
    public var grados: Int = 20 {
        willSet { print("va a cambiar de \(grados) a \(newValue)") }
        didSet { print("cambió de \(oldValue) a \(grados)") }
    }
    private(set) var lecturas = 0
    static var instalados = 0
    static let maximo = 30
    internal var informe: String { "informe de \(grados) grados" }

    public init() { Termostato.instalados += 1 }

    mutating func leer() -> Int {
        lecturas += 1
        return grados
    }
}

var t = Termostato()
t.grados = 25
t.grados = 40
print(t.leer(), t.leer(), t.lecturas)
print(t.informe)
print(t.informe)
_ = Termostato()
print(Termostato.instalados, Termostato.maximo)

final class Registro {
    fileprivate var entradas: [String] = [] {
        didSet { print("entradas: \(oldValue.count) -> \(entradas.count)") }
    }
    private var secreto = 42
    func apuntar(_ texto: String) { entradas.append(texto) }
    var total: Int { entradas.count + secreto - secreto }
}
let r = Registro()
r.apuntar("uno")
r.apuntar("dos")
print(r.total)

struct Contador {
    static var global = 0 {
        didSet { print("global ahora", global) }
    }
    var valor = 0 {
        willSet(nuevo) { print("valor será", nuevo) }
        didSet(anterior) { print("valor era", anterior) }
    }
}
Contador.global += 5
var c = Contador()
c.valor = 3
c.valor += 1
