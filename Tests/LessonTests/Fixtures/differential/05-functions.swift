// Functions: labels, inout, defaults, recursion, extensions.
func saludar(a nombre: String, con saludo: String = "Hola") -> String {
    return "\(saludo), \(nombre)!"
}

func duplicar(_ valor: inout Int) {
    valor *= 2
}

func factorial(_ n: Int) -> Int {
    n <= 1 ? 1 : n * factorial(n - 1)
}

func intercambiar(_ a: inout String, _ b: inout String) {
    let temporal = a
    a = b
    b = temporal
}

struct Estado {
    var pasos: [String] = []
}

enum Accion { case sumar(String), limpiar }

func reduce(into state: inout Estado, action: Accion) {
    switch action {
    case .sumar(let paso): state.pasos.append(paso)
    case .limpiar: state.pasos.removeAll()
    }
}

extension Estado {
    var resumen: String { pasos.isEmpty ? "vacío" : pasos.joined(separator: " → ") }
}

extension Int {
    var alCuadrado: Int { self * self }
}

print(saludar(a: "Ada"))
print(saludar(a: "Grace", con: "Buenas"))
var numero = 21
duplicar(&numero)
print(numero)
print(factorial(10))
var x = "uno", y = "dos"
intercambiar(&x, &y)
print(x, y)
var estado = Estado()
reduce(into: &estado, action: .sumar("a"))
reduce(into: &estado, action: .sumar("b"))
print(estado.resumen)
reduce(into: &estado, action: .limpiar)
print(estado.resumen, estado)
print(7.alCuadrado)
func anidada() -> Int {
    func interna(_ v: Int) -> Int { v + 1 }
    return interna(41)
}
print(anidada())
// A generic body of one expression where `T?` is declared returns an optional, as a `return` does.
func envuelto<T>(_ valor: T) -> T? { valor }
func quizas<T>(_ valor: T, si condicion: Bool) -> T? { condicion ? valor : nil }
print(envuelto(1) as Any, quizas("a", si: true) as Any, quizas(2.5, si: false) as Any)
