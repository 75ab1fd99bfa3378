// Control flow: if, if let, if case let, guard, switch patterns, loops.
enum Evento {
    case cargar(id: Int)
    case llego(String)
    case reintentar
    case cancelar
}

func clasificar(_ n: Int) -> String {
    switch n {
    case 0: return "cero"
    case 1, 2, 3: return "poco"
    case 4...9: return "varios"
    case let x where x < 0: return "negativo"
    default: return "muchos"
    }
}

func primerPar(_ numeros: [Int]) -> Int? {
    for n in numeros where n % 2 == 0 {
        return n
    }
    return nil
}

func procesar(_ evento: Evento, intentos: Int) -> String {
    guard intentos < 3 else { return "sin intentos" }
    switch (evento, intentos) {
    case (.cargar(let id), 0): return "primera carga de \(id)"
    case (.cargar(let id), _): return "recarga de \(id)"
    case (.llego(let texto), _) where texto.isEmpty: return "llegó vacío"
    case let (.llego(texto), n): return "llegó \(texto) tras \(n)"
    case (.reintentar, _), (.cancelar, _): return "otra cosa"
    }
}

for n in [-3, 0, 2, 7, 42] {
    print(n, clasificar(n))
}
print(primerPar([1, 3, 8, 10]) ?? -1)
print(primerPar([1, 3]) ?? -1)
print(procesar(.cargar(id: 7), intentos: 0))
print(procesar(.cargar(id: 7), intentos: 2))
print(procesar(.llego(""), intentos: 1))
print(procesar(.llego("perfil"), intentos: 1))
print(procesar(.cancelar, intentos: 1))
print(procesar(.reintentar, intentos: 5))
let evento = Evento.llego("hola")
if case .llego(let texto) = evento, texto.count > 2 {
    print("texto largo:", texto)
} else {
    print("otro")
}
let talVez: Int? = 5
if let valor = talVez {
    print("valor", valor)
}
if let talVez {
    print("atajo", talVez)
}
var i = 0
while true {
    i += 1
    if i == 2 { continue }
    if i > 4 { break }
    print("i =", i)
}
var j = 10
repeat {
    j -= 3
} while j > 0
print(j)
for k in 0..<3 {
    for m in stride(from: 0, to: 6, by: 2) where m > k {
        print(k, m, separator: "-", terminator: "; ")
    }
}
print()
switch 5 {
case 5:
    print("cinco")
    fallthrough
case 6:
    print("y seis")
default:
    print("nunca")
}
