// Function bodies the compiled core runs: slots, fields and cases by index, value and range
// patterns, a switch over payload-free cases, memberwise inits, globals, classes, loops.
enum Luz { case roja, ambar, verde, apagada }
enum Orden { case pulsar(veces: Int), reiniciar, fijar(Luz, motivo: String) }

struct Cruce {
    var luz: Luz = .roja
    var cambios = 0
    var historial: [String] = []
    var nota: String? = nil

    var descripcion: String { "\(luz) tras \(cambios)" }

    mutating func registrar(_ texto: String) {
        historial.append(texto)
        cambios += 1
    }
}

var pasosGlobales = 0

func siguiente(_ luz: Luz) -> Luz {
    switch luz {
    case .roja: return .verde
    case .verde: return .ambar
    case .ambar: return .roja
    default: return .apagada
    }
}

func aplicar(_ orden: Orden, a cruce: inout Cruce) {
    pasosGlobales += 1
    switch orden {
    case .pulsar(let veces) where veces > 3:
        cruce.nota = "demasiadas"
    case .pulsar(let veces):
        var restantes = veces
        while restantes > 0 {
            cruce.luz = siguiente(cruce.luz)
            cruce.registrar("\(cruce.luz)")
            restantes -= 1
        }
    case .reiniciar:
        cruce = Cruce()
    case let .fijar(luz, motivo):
        cruce.luz = luz
        cruce.nota = motivo
    }
}

func tamaño(_ n: Int) -> String {
    switch n {
    case 0: return "nada"
    case 1...3: return "poco"
    case 4..<10: return "bastante"
    case let x where x < 0: return "negativo"
    default: return "mucho"
    }
}

func media(_ valores: [Double]) -> Double {
    var total = 0.0
    for valor in valores where valor >= 0 { total += valor }
    return valores.isEmpty ? 0 : total / Double(valores.count)
}

func primeraVerde(_ luces: [Luz]) -> Int? {
    var indice = 0
    for luz in luces {
        if luz == .verde { return indice }
        indice += 1
    }
    return nil
}

final class Contador {
    var cuenta = 0
    func sumar(_ n: Int) { cuenta += n }
}

func contar(_ contador: Contador, veces: Int) -> Int {
    var i = 0
    repeat {
        contador.sumar(i)
        i += 1
    } while i < veces
    return contador.cuenta
}

func pareja(_ a: Luz, _ b: Luz) -> String {
    switch (a, b) {
    case (.roja, .roja): return "las dos rojas"
    case (.roja, _), (_, .roja): return "una roja"
    case (let x, let y) where x == y: return "iguales: \(x)"
    default: return "distintas"
    }
}

var cruce = Cruce()
aplicar(.pulsar(veces: 2), a: &cruce)
print(cruce.luz, cruce.cambios, cruce.historial, cruce.descripcion)
aplicar(.pulsar(veces: 7), a: &cruce)
print(cruce.nota ?? "sin nota")
aplicar(.fijar(.apagada, motivo: "avería"), a: &cruce)
print(cruce.luz, cruce.nota ?? "-", siguiente(cruce.luz))
aplicar(.reiniciar, a: &cruce)
print(cruce.luz, cruce.cambios, pasosGlobales)
for n in [-2, 0, 2, 5, 12] { print(n, tamaño(n), separator: ": ", terminator: "; ") }
print()
print(media([1, 2, 3.5, -1]), media([]))
print(primeraVerde([.roja, .ambar, .verde]) ?? -1, primeraVerde([]) ?? -1)
print(contar(Contador(), veces: 4))
print(pareja(.roja, .verde), pareja(.verde, .verde), pareja(.ambar, .verde))
