// Más closures: en structs con mutating, lazy var, recursión, closures que devuelven closures
struct Carrito {
    var productos: [String: Double] = [:]
    var alCambiar: [(Double) -> Void] = []
    mutating func agregar(_ nombre: String, _ precio: Double) {
        productos[nombre, default: 0] += precio
        let total = productos.values.reduce(0, +)
        alCambiar.forEach { $0(total) }
    }
}
var carrito = Carrito()
carrito.alCambiar.append { print("total ahora:", $0) }
carrito.alCambiar.append { t in if t > 5 { print("¡caro!") } }
carrito.agregar("pan", 1.5)
carrito.agregar("vino", 6)
carrito.agregar("pan", 1.5)
print(carrito.productos["pan"]!)
class Notificador {
    private var observadores: [String: (String) -> Void] = [:]
    func suscribir(_ id: String, _ bloque: @escaping (String) -> Void) {
        observadores[id] = bloque
    }
    func cancelar(_ id: String) { observadores[id] = nil }
    func emitir(_ mensaje: String) {
        for id in observadores.keys.sorted() {
            observadores[id]?(mensaje)
        }
    }
}
let n = Notificador()
n.suscribir("a") { print("A recibe", $0) }
n.suscribir("b") { print("B recibe", $0) }
n.emitir("hola")
n.cancelar("a")
n.emitir("adiós")
func memoizar(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { x in
        if let v = cache[x] { return v }
        let v = f(x)
        cache[x] = v
        return v
    }
}
var llamadas = 0
let cuadradoLento = memoizar { x in llamadas += 1; return x * x }
print(cuadradoLento(4), cuadradoLento(4), cuadradoLento(5), llamadas)
func fibonacci(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func fib(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let r = fib(k - 1) + fib(k - 2)
        memo[k] = r
        return r
    }
    return fib(n)
}
print(fibonacci(40))
func sumador(_ a: Int) -> (Int) -> (Int) -> Int {
    return { b in { c in a + b + c } }
}
print(sumador(1)(2)(3))
let filtros: [String: (Int) -> Bool] = ["par": { $0 % 2 == 0 }, "grande": { $0 > 5 }]
let datos = [1, 4, 6, 7, 10]
for nombre in filtros.keys.sorted() {
    print(nombre, datos.filter(filtros[nombre]!))
}
let todos = datos.filter { x in filtros.values.allSatisfy { $0(x) } }
print(todos)
var historial: [String] = []
func registrar(_ evento: String, despues: (() -> Void)? = nil) {
    historial.append(evento)
    despues?()
}
registrar("inicio")
registrar("fin") { historial.append("limpieza") }
print(historial)
let ordenadores: [(String, (Int, Int) -> Bool)] = [("asc", (<)), ("desc", (>))]
for (nombre, criterio) in ordenadores {
    print(nombre, [3, 1, 2].sorted(by: criterio))
}
struct Validador {
    let reglas: [(String) -> String?]
    func errores(de texto: String) -> [String] { reglas.compactMap { $0(texto) } }
}
let v = Validador(reglas: [
    { $0.isEmpty ? "vacío" : nil },
    { $0.count < 3 ? "corto" : nil },
    { $0.contains(" ") ? "espacios" : nil },
])
print(v.errores(de: ""), v.errores(de: "a b"), v.errores(de: "hola"))
var contadorGlobal = 0
let incrementar = { contadorGlobal += 1 }
(1...3).forEach { _ in incrementar() }
print(contadorGlobal)
let aplicarDos: ((Int) -> Int, Int) -> Int = { f, x in f(f(x)) }
print(aplicarDos({ $0 + 3 }, 1))
func hacerAcumulador() -> (inc: () -> Void, leer: () -> Int) {
    var valor = 0
    return ({ valor += 1 }, { valor })
}
let acc = hacerAcumulador()
acc.inc(); acc.inc()
print(acc.leer())
let opcionalClosure: ((Int) -> Int)? = nil
print(opcionalClosure?(3) as Any, (opcionalClosure ?? { $0 * 2 })(3))
