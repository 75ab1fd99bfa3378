// A learner's app: an inventory in a dictionary, votes by enum key, grades, word counts, closures that log.
enum Color: String, CaseIterable { case rojo, verde, azul }
struct Inventario {
    var stock: [String: Int] = [:]
    mutating func agregar(_ producto: String, _ cantidad: Int = 1) {
        stock[producto, default: 0] += cantidad
    }
    mutating func quitar(_ producto: String) -> Bool {
        guard let actual = stock[producto], actual > 0 else { return false }
        stock[producto] = actual == 1 ? nil : actual - 1
        return true
    }
    var total: Int { stock.values.reduce(0, +) }
}
var inv = Inventario()
inv.agregar("pan", 2)
inv.agregar("leche")
inv.agregar("pan")
print(inv.total, inv.stock["pan"] ?? 0, inv.quitar("leche"), inv.quitar("leche"), inv.stock.count)
var votos: [Color: Int] = [:]
for c in [Color.rojo, .azul, .rojo] { votos[c, default: 0] += 1 }
votos[.verde] = 5
print(votos[.rojo]!, votos[.verde]!, votos[.azul] ?? 0)
let ganador = votos.max { $0.value < $1.value }!
print(ganador.key, ganador.value)
let usados: Set<Color> = [.rojo, .rojo, .azul]
print(usados.count, usados.contains(.verde), [Color.rojo, .verde, .azul].filter { !usados.contains($0) })
struct Alumno { let nombre: String; let notas: [Double] }
let clase = [Alumno(nombre: "Ana", notas: [7, 8.5]), Alumno(nombre: "Luis", notas: [5, 6]), Alumno(nombre: "Eva", notas: [9, 10])]
func media(_ notas: [Double]) -> Double { notas.isEmpty ? 0 : notas.reduce(0, +) / Double(notas.count) }
for a in clase.sorted(by: { media($0.notas) > media($1.notas) }) { print(a.nombre, media(a.notas)) }
let aprobados = clase.filter { media($0.notas) >= 6 }.map(\.nombre)
print(aprobados, aprobados.joined(separator: " y "))
let porInicial = Dictionary(grouping: clase.map(\.nombre), by: { $0.first! })
print(porInicial.keys.sorted(), porInicial["A"]!)
func contarPalabras(_ texto: String) -> [String: Int] {
    var cuenta: [String: Int] = [:]
    for palabra in texto.lowercased().split(separator: " ") { cuenta[String(palabra), default: 0] += 1 }
    return cuenta
}
let cuenta = contarPalabras("el sol y el mar y el cielo")
for (palabra, n) in cuenta.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) { print(palabra, n) }
var historial: [String] = []
func registrar(_ f: @escaping (Int) -> Int, nombre: String) -> (Int) -> Int {
    return { x in
        historial.append(nombre)
        return f(x)
    }
}
let doble = registrar({ $0 * 2 }, nombre: "doble")
print(doble(3), doble(4), historial)
let matriz = [[1, 2, 3], [4, 5, 6]]
let traspuesta = (0..<3).map { j in matriz.map { $0[j] } }
print(traspuesta, matriz.flatMap { $0 }.filter { $0.isMultiple(of: 2) })
var fib = [0, 1]
while fib.count < 10 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib, fib.last!, fib.suffix(3).reduce(0, +))
let palabras = ["manzana", "kiwi", "pera", "uva"]
print(palabras.sorted { $0.count < $1.count }, palabras.map { $0.count }.max()!, palabras.min(by: { $0.count < $1.count })!)
let esPalindromo = { (s: String) -> Bool in let l = s.lowercased().filter { $0.isLetter }; return l == String(l.reversed()) }
print(esPalindromo("Anita lava la tina"), esPalindromo("hola"))
let numeros = "3,8,1,9".split(separator: ",").compactMap { Int($0) }
print(numeros, numeros.sorted(), numeros.reduce(0, +))
for (i, n) in numeros.enumerated() where n > 2 { print("\(i): \(n)") }
let opcionales: [Int?] = [1, nil, 3]
print(opcionales.compactMap { $0 }, opcionales.count)
var cola = [1, 2, 3]
while let primero = cola.first { print(primero, terminator: " "); cola.removeFirst() }
print()
let edades = ["Ana": 30, "Luis": 17]
let mayores = edades.filter { $0.value >= 18 }.map { $0.key }
print(mayores)
if let edad = edades["Luis"], edad < 18 { print("menor") }
switch edades["Eva"] { case .some(let e): print(e); case .none: print("sin Eva") }
let letra: Character = "b"
switch letra { case "a"..."m": print("primera mitad"); default: print("segunda") }
let grados = [20.5, 25.0, 18.0]
print(grados.map { $0 * 9 / 5 + 32 }, grados.max()!, grados.sorted(by: >).first!)
