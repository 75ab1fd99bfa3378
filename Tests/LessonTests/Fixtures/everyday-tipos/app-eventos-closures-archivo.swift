// Sistema de eventos con closures guardadas
final class Emisor {
    typealias Manejador = (String, Int) -> Bool
    private var manejadores: [String: [(id: Int, f: Manejador)]] = [:]
    private var siguiente = 0
    private(set) var historial: [String] = []

    @discardableResult
    func suscribir(a evento: String, _ f: @escaping Manejador) -> Int {
        siguiente += 1
        manejadores[evento, default: []].append((siguiente, f))
        return siguiente
    }

    func cancelar(_ id: Int) {
        for clave in manejadores.keys {
            manejadores[clave]?.removeAll { $0.id == id }
        }
    }

    func emitir(_ evento: String, _ valor: Int) -> Int {
        historial.append("\(evento)(\(valor))")
        var atendidos = 0
        for (_, f) in manejadores[evento] ?? [] {
            if f(evento, valor) { atendidos += 1 }
        }
        return atendidos
    }
}

let emisor = Emisor()
var total = 0
var mensajes: [String] = []
let idSuma = emisor.suscribir(a: "compra") { _, v in
    total += v
    return true
}
emisor.suscribir(a: "compra") { e, v in
    guard v > 100 else { return false }
    mensajes.append("\(e) grande: \(v)")
    return true
}
emisor.suscribir(a: "devolucion") { _, v in
    total -= v
    return true
}
print(emisor.emitir("compra", 50), emisor.emitir("compra", 150), emisor.emitir("devolucion", 30), emisor.emitir("otro", 1))
print(total, mensajes)
emisor.cancelar(idSuma)
print(emisor.emitir("compra", 500), total, mensajes.count)
print(emisor.historial)

func contadorDe(paso: Int) -> (reiniciar: () -> Void, siguiente: () -> Int) {
    var n = 0
    return ({ n = 0 }, { n += paso; return n })
}
let c = contadorDe(paso: 5)
print(c.siguiente(), c.siguiente(), c.siguiente())
c.reiniciar()
print(c.siguiente())
let transformaciones: [(String, (Int) -> Int)] = [("doble", { $0 * 2 }), ("cuadrado", { $0 * $0 }), ("negativo", { -$0 })]
for (nombre, f) in transformaciones {
    print(nombre, [1, 2, 3].map(f))
}
let compuesta = transformaciones.map(\.1).reduce({ (x: Int) in x }) { acumulada, f in { f(acumulada($0)) } }
print(compuesta(3))
var acciones: [() -> Void] = []
var registro: [Int] = []
for i in 1...3 { acciones.append { registro.append(i * 10) } }
acciones.reversed().forEach { $0() }
print(registro)
