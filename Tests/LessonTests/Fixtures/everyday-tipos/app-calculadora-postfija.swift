import Foundation
enum Token: Equatable, CustomStringConvertible {
    case numero(Double)
    case operador(Character)
    case parentesisAbre, parentesisCierra

    var description: String {
        switch self {
        case .numero(let n): return n == n.rounded() ? "\(Int(n))" : "\(n)"
        case .operador(let c): return String(c)
        case .parentesisAbre: return "("
        case .parentesisCierra: return ")"
        }
    }
}

enum ErrorCalculo: Error, Equatable {
    case caracterInvalido(Character)
    case faltanOperandos
    case parentesis
    case divisionPorCero
}

func tokenizar(_ texto: String) throws -> [Token] {
    var tokens: [Token] = []
    var numero = ""
    func cerrarNumero() {
        if !numero.isEmpty, let n = Double(numero) { tokens.append(.numero(n)) }
        numero = ""
    }
    for c in texto {
        if c.isNumber || c == "." {
            numero.append(c)
            continue
        }
        cerrarNumero()
        switch c {
        case " ": continue
        case "+", "-", "*", "/": tokens.append(.operador(c))
        case "(": tokens.append(.parentesisAbre)
        case ")": tokens.append(.parentesisCierra)
        default: throw ErrorCalculo.caracterInvalido(c)
        }
    }
    cerrarNumero()
    return tokens
}

func precedencia(_ op: Character) -> Int { op == "+" || op == "-" ? 1 : 2 }

func aPostfija(_ tokens: [Token]) throws -> [Token] {
    var salida: [Token] = []
    var pila: [Token] = []
    for t in tokens {
        switch t {
        case .numero: salida.append(t)
        case .operador(let op):
            while case .operador(let cima)? = pila.last, precedencia(cima) >= precedencia(op) {
                salida.append(pila.removeLast())
            }
            pila.append(t)
        case .parentesisAbre: pila.append(t)
        case .parentesisCierra:
            while let cima = pila.last, cima != .parentesisAbre { salida.append(pila.removeLast()) }
            guard pila.popLast() == .parentesisAbre else { throw ErrorCalculo.parentesis }
        }
    }
    while let cima = pila.popLast() {
        if cima == .parentesisAbre { throw ErrorCalculo.parentesis }
        salida.append(cima)
    }
    return salida
}

func evaluar(_ postfija: [Token]) throws -> Double {
    var pila: [Double] = []
    for t in postfija {
        switch t {
        case .numero(let n): pila.append(n)
        case .operador(let op):
            guard let b = pila.popLast(), let a = pila.popLast() else { throw ErrorCalculo.faltanOperandos }
            switch op {
            case "+": pila.append(a + b)
            case "-": pila.append(a - b)
            case "*": pila.append(a * b)
            default:
                if b == 0 { throw ErrorCalculo.divisionPorCero }
                pila.append(a / b)
            }
        default: throw ErrorCalculo.parentesis
        }
    }
    guard pila.count == 1 else { throw ErrorCalculo.faltanOperandos }
    return pila[0]
}

for expresion in ["3 + 4 * 2", "(3 + 4) * 2", "10 / 4 - 1.5", "2 * (3 + (4 - 1)) / 3", "1 / 0", "2 +", "(1 + 2", "4 $ 2", "7"] {
    do {
        let tokens = try tokenizar(expresion)
        let post = try aPostfija(tokens)
        let valor = try evaluar(post)
        print("\(expresion) → \(post.map(\.description).joined(separator: " ")) = \(valor)")
    } catch let e as ErrorCalculo {
        print("\(expresion): error \(e)")
    } catch {
        print("otro")
    }
}
