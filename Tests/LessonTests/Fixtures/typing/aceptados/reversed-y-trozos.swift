// `reversed()` gives an array where one is expected (Swift picks that version), and a
// `ReversedCollection` everywhere else; slices and substrings convert explicitly.
let numeros = [1, 2, 3, 4]
let alReves: [Int] = numeros.reversed()
print(alReves)
print(numeros.reversed() == [4, 3, 2, 1])
func invertir(_ valores: [Int]) -> [Int] { valores.reversed() }
print(invertir(numeros))
print(numeros.reversed())
let centro = numeros[1...2]
let copia: [Int] = Array(centro)
print(centro, copia, [centro], centro.startIndex, centro[1])
let frase = "hola mundo"
let inicio = frase.prefix(4)
let texto: String = String(inicio)
print(inicio == "hola", inicio == texto, texto.count, Int(inicio) as Any)
let palabras = frase.split(separator: " ").map(String.init)
print(palabras)
