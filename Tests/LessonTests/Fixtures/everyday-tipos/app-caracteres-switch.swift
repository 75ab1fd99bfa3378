// Clasificar caracteres y contar con switch sobre Character
enum Clase: String, CaseIterable {
    case vocal, consonante, digito, espacio, signo, otro
}

func clasificar(_ c: Character) -> Clase {
    switch c {
    case "a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú", "A", "E", "I", "O", "U":
        return .vocal
    case "a"..."z", "A"..."Z", "ñ", "Ñ":
        return .consonante
    case "0"..."9":
        return .digito
    case " ", "\t", "\n":
        return .espacio
    case ".", ",", ";", ":", "!", "¡", "?", "¿":
        return .signo
    default:
        return .otro
    }
}

let frase = "¡Hola, Mundo! Son las 10:45 y hace 23º en Cádiz."
var cuenta: [Clase: Int] = [:]
for c in frase {
    cuenta[clasificar(c), default: 0] += 1
}
for clase in Clase.allCases {
    print(clase.rawValue, cuenta[clase] ?? 0)
}

let digitos = frase.filter { clasificar($0) == .digito }
print(digitos, Int(digitos)! % 1000)
let soloLetras = String(frase.filter { $0.isLetter })
print(soloLetras.count, soloLetras.lowercased().sorted().prefix(5))

func rot13(_ s: String) -> String {
    let minusculas = Array("abcdefghijklmnopqrstuvwxyz")
    return String(s.map { c -> Character in
        let bajo = Character(c.lowercased())
        guard let i = minusculas.firstIndex(of: bajo) else { return c }
        let nuevo = minusculas[(i + 13) % 26]
        return c.isUppercase ? Character(nuevo.uppercased()) : nuevo
    })
}
print(rot13("Hola Mundo"), rot13(rot13("Hola Mundo")))

let palabra = "Reconocer"
let letras = Array(palabra.lowercased())
var esPalindromo = true
for i in 0..<letras.count / 2 where letras[i] != letras[letras.count - 1 - i] {
    esPalindromo = false
}
print(palabra, esPalindromo)
var mayusculas = 0, minusculas = 0
for c in "Programar En SWIFT" where c.isLetter {
    if c.isUppercase { mayusculas += 1 } else { minusculas += 1 }
}
print(mayusculas, minusculas)
let c: Character = "7"
print(c.isNumber, c.wholeNumberValue ?? -1, Character("x").isNumber, c.asciiValue as Any)
print(String(c) + "!", Character("a") < Character("b"), "z" > "a")
let letrasUnicas = Set(palabra.lowercased())
print(letrasUnicas.count, letrasUnicas.sorted().map(String.init).joined())
print(frase.first!, frase.last!, frase.firstIndex(of: "M").map { frase.distance(from: frase.startIndex, to: $0) } ?? -1)
