// switch sobre rangos, tuplas, caracteres y cadenas; fallthrough hacia un case que devuelve; bucles etiquetados; if y switch como expresiones.
func clasificar(_ nota: Double) -> String {
    switch nota {
    case ..<0, 10.5...: return "inválida"
    case 0..<5: return "suspenso"
    case 5..<7: return "aprobado"
    case 7..<9: return "notable"
    default: return "sobresaliente"
    }
}
print([-1, 4.9, 5, 8.99, 9, 10, 11].map(clasificar))
func cuadrante(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origen"
    case (_, 0), (0, _): return "eje"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (1...9, 1...9): return "cerca"
    case (let x, _) where x < 0: fallthrough
    case (_, ..<0): return "negativo"
    default: return "lejos"
    }
}
print([(0, 0), (3, 0), (4, 4), (2, 3), (-1, 5), (5, -2), (20, 30)].map(cuadrante))
var intentos = 0
repeat { intentos += 3 } while intentos < 10
print(intentos)
buscar: for i in 1...5 {
    for j in 1...5 {
        if j > i { continue buscar }
        if i * j == 12 { print("encontrado", i, j); break buscar }
    }
}
var fila = ""
externo: while true {
    for c in "abcdef" {
        if c == "d" { break externo }
        fila.append(c)
    }
}
print(fila)
for (i, c) in "hola".enumerated() where i % 2 == 0 { print(i, c) }
for case let n? in [1, nil, 3] { print("hay", n) }
for case .some(let n) in [Optional(7), nil] where n > 5 { print(n) }
let letra: Character = "ñ"
switch letra {
case "a", "e", "i", "o", "u": print("vocal")
case "a"..."z", "ñ": print("consonante")
default: print("otra")
}
switch "Madrid" {
case let s where s.hasPrefix("M"): print("empieza por M:", s.count)
default: break
}
let x = 7
let tipo = switch x { case 0: "cero"; case 1...5: "pequeño"; default: "grande" }
print(tipo)
let v = if x > 5 { "mayor" } else { "menor" }
print(v)
