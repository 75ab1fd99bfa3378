enum Token: Equatable, CustomStringConvertible {
    case numero(Int)
    case operador(Character)
    case parentesis(abre: Bool)

    var description: String {
        switch self {
        case .numero(let n): return "\(n)"
        case .operador(let c): return String(c)
        case .parentesis(let abre): return abre ? "(" : ")"
        }
    }
}

enum ErrorLexico: Error {
    case caracter(Character, posicion: Int)
}

func tokenizar(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    var actual = ""
    for (i, c) in s.enumerated() {
        if c.isNumber {
            actual.append(c)
            continue
        }
        if !actual.isEmpty {
            tokens.append(.numero(Int(actual)!))
            actual = ""
        }
        switch c {
        case "+", "-", "*", "/": tokens.append(.operador(c))
        case "(": tokens.append(.parentesis(abre: true))
        case ")": tokens.append(.parentesis(abre: false))
        case " ": break
        default: throw ErrorLexico.caracter(c, posicion: i)
        }
    }
    if let n = Int(actual) { tokens.append(.numero(n)) }
    return tokens
}

func precedencia(_ c: Character) -> Int { c == "+" || c == "-" ? 1 : 2 }

func aPostfija(_ tokens: [Token]) -> [Token] {
    var salida: [Token] = []
    var ops: [Token] = []
    for t in tokens {
        switch t {
        case .numero: salida.append(t)
        case .operador(let c):
            while case .operador(let o)? = ops.last, precedencia(o) >= precedencia(c) {
                salida.append(ops.removeLast())
            }
            ops.append(t)
        case .parentesis(abre: true): ops.append(t)
        case .parentesis(abre: false):
            while let ultimo = ops.popLast(), ultimo != .parentesis(abre: true) {
                salida.append(ultimo)
            }
        }
    }
    return salida + ops.reversed()
}

func evaluar(_ postfija: [Token]) -> Int {
    var pila: [Int] = []
    for t in postfija {
        if case .numero(let n) = t { pila.append(n); continue }
        guard case .operador(let c) = t else { continue }
        let b = pila.removeLast(), a = pila.removeLast()
        switch c {
        case "+": pila.append(a + b)
        case "-": pila.append(a - b)
        case "*": pila.append(a * b)
        default: pila.append(b == 0 ? 0 : a / b)
        }
    }
    return pila.last ?? 0
}

for expr in ["3 + 4 * 2", "(3 + 4) * 2", "100 / (2 + 3) - 7", "2 * (3 + 4) * 5", "7 $ 2"] {
    do {
        let toks = try tokenizar(expr)
        let post = aPostfija(toks)
        print(expr, "=>", post.map(\.description).joined(separator: " "), "=", evaluar(post))
    } catch ErrorLexico.caracter(let c, let p) {
        print(expr, "=> carácter '\(c)' inesperado en \(p)")
    } catch {
        print(error)
    }
}
