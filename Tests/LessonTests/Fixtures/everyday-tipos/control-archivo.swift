// Control de flujo: break y continue con etiqueta, switch sobre cadenas, caracteres, rangos y
// tuplas, where en for, repeat; y una función llamada antes de declararse, como en un archivo.
print(resumen([3, -1, 0, 12, 7]))

buscar: for fila in 0..<4 {
    for columna in 0..<4 {
        if columna > fila { continue buscar }
        if fila * columna == 6 {
            print("encontrado en", fila, columna)
            break buscar
        }
    }
}

var intentos = 0
exterior: while true {
    repeat {
        intentos += 1
        if intentos == 3 { break exterior }
    } while intentos < 10
}
print("intentos:", intentos)

func clasificar(_ palabra: String) -> String {
    switch palabra {
    case "hola", "buenas": return "saludo"
    case "adiós": return "despedida"
    default: return "otra"
    }
}
print(clasificar("hola"), clasificar("adiós"), clasificar("mesa"))

func tipo(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vocal"
    case "0"..."9": return "dígito"
    case " ": return "espacio"
    default: return "consonante"
    }
}
print(tipo("e"), tipo("7"), tipo("z"), tipo(" "))

func tramo(_ n: Int) -> String {
    switch n {
    case Int.min..<0: return "negativo"
    case 0: return "cero"
    case 1...9: return "una cifra"
    case 10..<100: return "dos cifras"
    default: return "muchas cifras"
    }
}
print(tramo(-5), tramo(0), tramo(7), tramo(42), tramo(1000))

func cuadrante(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origen"
    case (0, _), (_, 0): return "eje"
    case (1...10, 1...10): return "cerca"
    case let (x, y) where x == y: return "diagonal"
    default: return "lejos"
    }
}
print(cuadrante((0, 0)), cuadrante((0, 4)), cuadrante((2, 3)), cuadrante((20, 20)), cuadrante((-3, 8)))

for n in 1...20 where n % 7 == 0 { print("múltiplo de 7:", n) }
var cuenta = 10
repeat { cuenta -= 3 } while cuenta > 0
print(cuenta)

func resumen(_ xs: [Int]) -> String {
    var positivos = 0
    for x in xs where x > 0 { positivos += 1 }
    return "\(positivos) positivos de \(xs.count)"
}
