// A functional style: tasks filtered and sorted, operations in a dictionary, accumulators, grouping, zip.
struct Tarea { var titulo: String; var hecha = false; var prioridad: Int }
var tareas = [Tarea(titulo: "comprar", prioridad: 2), Tarea(titulo: "estudiar", prioridad: 1), Tarea(titulo: "correr", prioridad: 3)]
tareas[1].hecha = true
let pendientes = tareas.filter { !$0.hecha }.sorted { $0.prioridad < $1.prioridad }
print(pendientes.map { $0.titulo })
print(tareas.contains { $0.hecha }, tareas.allSatisfy(\.hecha), tareas.first(where: { $0.prioridad > 2 })?.titulo ?? "-")
if let i = tareas.firstIndex(where: { $0.titulo == "correr" }) { tareas[i].hecha = true }
print(tareas.filter(\.hecha).count)
tareas.removeAll { $0.hecha }
print(tareas.count, tareas[0].titulo)
typealias Operacion = (Double, Double) -> Double
let operaciones: [String: Operacion] = ["+": { $0 + $1 }, "*": { $0 * $1 }, "-": (-)]
for simbolo in operaciones.keys.sorted() { print(simbolo, operaciones[simbolo]!(6, 3)) }
func aplicarDosVeces(_ f: (Int) -> Int, _ x: Int) -> Int { f(f(x)) }
print(aplicarDosVeces({ $0 * $0 }, 3))
func hacerAcumulador() -> (Int) -> Int {
    var suma = 0
    return { suma += $0; return suma }
}
let acc = hacerAcumulador()
_ = acc(10)
print(acc(5))
var contador = 0
let incrementar = { contador += 1 }
incrementar(); incrementar()
print(contador)
let botones: [(String, () -> Void)] = [("a", { print("pulsé a") }), ("b", { print("pulsé b") })]
for (nombre, accion) in botones { print(nombre, terminator: ": "); accion() }
func ordenar(_ xs: [Int], por criterio: (Int, Int) -> Bool = (<)) -> [Int] { xs.sorted(by: criterio) }
print(ordenar([3, 1, 2]), ordenar([3, 1, 2], por: >))
let cuadrados = (1...5).map { $0 * $0 }
let suma = cuadrados.reduce(0) { acumulado, x in acumulado + x }
print(cuadrados, suma)
let pares = stride(from: 0, through: 10, by: 2).map { $0 }
print(pares, pares.count)
var memo: [Int: Int] = [0: 1]
func factorial(_ n: Int) -> Int {
    if let v = memo[n] { return v }
    let r = n * factorial(n - 1)
    memo[n] = r
    return r
}
print(factorial(10), memo.count)
let nombres = ["ana", "luis", "eva"]
let capitalizados = nombres.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalizados)
let agrupados = Dictionary(grouping: [1, 2, 3, 4, 5, 6], by: { $0 % 3 })
for clave in agrupados.keys.sorted() { print(clave, agrupados[clave]!) }
let zipped = zip(nombres, [30, 25, 40]).map { "\($0): \($1)" }
print(zipped)
let diccionario = Dictionary(uniqueKeysWithValues: zip(nombres, [30, 25, 40]))
print(diccionario["eva"]!, diccionario.count)
