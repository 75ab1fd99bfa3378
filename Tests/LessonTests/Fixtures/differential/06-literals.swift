// Literals and operators: numbers, strings, arrays, optionals, tuples.
let entero = 42
let decimal = 5.0
let otro: Double = 3
print(entero, decimal, otro, 0.1, 1.0 / 3.0, 2.5e-5, 1e20, -0.0)
print(7 / 2, 7 % 3, -7 / 2, 7.0 / 2)
print(entero > 40 && decimal < 6, !(entero == 42) || false)
let texto = "ñandú"
print("\(texto) tiene \(texto.count) letras y \(entero + 1) es el siguiente")
print("comillas \"dentro\" y barra \\")
let vacio: [Int] = []
let numeros = [3, 1, 2]
print(vacio, numeros, numeros.count, numeros.isEmpty, numeros.first ?? 0)
print(numeros.sorted(), numeros.contains(2), numeros + [9])
let nombres = ["Ada", "Grace"]
print(nombres)
let nada: String? = nil
let algo: String? = "x"
print(nada ?? "por defecto", algo ?? "por defecto")
print(nada as Any, algo as Any)
let opciones: [Int?] = [1, nil, 3]
print(opciones)
let par = (1, "uno")
let etiquetado = (x: 2, y: 3.5)
print(par, etiquetado, par.0, etiquetado.y)
let (a, b) = par
print(a, b)
print(entero > 10 ? "grande" : "pequeño")
print(Int("12") ?? 0, Int("doce") ?? 0, Double(entero), String(entero) + "!")
print(max(3, 9, 4), min(2.5, 1.5), abs(-8))
var acumulado = 0
acumulado += 5
acumulado -= 2
acumulado *= 10
print(acumulado)
print(true, false)
