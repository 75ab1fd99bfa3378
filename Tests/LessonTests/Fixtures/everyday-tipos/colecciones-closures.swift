// Closures capturadas, @escaping, guardadas en diccionarios y arrays
func hacerContador() -> () -> Int {
    var cuenta = 0
    return {
        cuenta += 1
        return cuenta
    }
}
let contador = hacerContador()
print(contador(), contador(), contador())
let otro = hacerContador()
print(otro(), contador())
var pendientes: [() -> Void] = []
func registrar(_ accion: @escaping () -> Void) {
    pendientes.append(accion)
}
for i in 1...3 {
    registrar { print("tarea", i) }
}
print(pendientes.count)
for tarea in pendientes { tarea() }
var total = 0
let sumar: (Int) -> Void = { total += $0 }
sumar(5)
sumar(7)
print(total)
let operaciones: [String: (Int, Int) -> Int] = [
    "suma": { $0 + $1 },
    "resta": { $0 - $1 },
    "producto": { a, b in a * b },
    "max": max,
]
for nombre in operaciones.keys.sorted() {
    print(nombre, operaciones[nombre]!(6, 3))
}
if let op = operaciones["resta"] {
    print(op(10, 4))
}
print(operaciones["division"] == nil)
let funciones: [(Double) -> Double] = [{ $0 * 2 }, { $0 + 0.5 }, { -$0 }]
print(funciones.map { $0(3.0) })
let encadenada = funciones.reduce(1.0) { valor, f in f(valor) }
print(encadenada)
func aplicar(_ f: (Int) -> Int, a x: Int, veces: Int) -> Int {
    var r = x
    for _ in 0..<veces { r = f(r) }
    return r
}
print(aplicar({ $0 * 2 }, a: 1, veces: 10))
func componer<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let doblarYTexto = componer({ (x: Int) in x * 2 }, { "valor \($0)" })
print(doblarYTexto(21))
var acciones: [String: () -> String] = [:]
acciones["saludo"] = { "hola" }
acciones["despedida"] = { "adiós" }
print(acciones["saludo"]?() ?? "?", acciones["otro"]?() ?? "sin acción")
acciones["saludo"] = nil
print(acciones.count)
struct Boton {
    var titulo: String
    var alPulsar: () -> Void
}
var pulsaciones = 0
let boton = Boton(titulo: "OK") { pulsaciones += 1 }
boton.alPulsar()
boton.alPulsar()
print(boton.titulo, pulsaciones)
func multiplicador(_ factor: Int) -> (Int) -> Int { { $0 * factor } }
let triple = multiplicador(3)
print([1, 2, 3].map(triple), multiplicador(10)(5))
class Temporizador {
    var alTerminar: ((String) -> Void)?
    func terminar() { alTerminar?("listo") }
}
let t = Temporizador()
t.terminar()
t.alTerminar = { mensaje in print("aviso:", mensaje) }
t.terminar()
var x = 1
let capturaValor = { [x] in print("capturado", x) }
let capturaRef = { print("actual", x) }
x = 99
capturaValor()
capturaRef()
let esPar: (Int) -> Bool = { $0 % 2 == 0 }
print([1, 2, 3, 4].filter(esPar), [1, 3].contains(where: esPar))
