// Parser y evaluador de expresiones con un enum indirecto.
indirect enum Expr {
    case numero(Int)
    case suma(Expr, Expr)
    case resta(Expr, Expr)
    case producto(Expr, Expr)
    case division(Expr, Expr)
    case negativo(Expr)
}

enum ErrorCalculo: Error {
    case divisionPorCero
    case caracterInesperado(Character)
    case finInesperado
}

func evaluar(_ e: Expr) throws -> Int {
    switch e {
    case .numero(let n): return n
    case let .suma(a, b): return try evaluar(a) + evaluar(b)
    case let .resta(a, b): return try evaluar(a) - evaluar(b)
    case let .producto(a, b): return try evaluar(a) * evaluar(b)
    case let .division(a, b):
        let d = try evaluar(b)
        if d == 0 { throw ErrorCalculo.divisionPorCero }
        return try evaluar(a) / d
    case .negativo(let a): return try -evaluar(a)
    }
}

func texto(_ e: Expr) -> String {
    switch e {
    case .numero(let n): return String(n)
    case let .suma(a, b): return "(\(texto(a)) + \(texto(b)))"
    case let .resta(a, b): return "(\(texto(a)) - \(texto(b)))"
    case let .producto(a, b): return "\(texto(a)) * \(texto(b))"
    case let .division(a, b): return "\(texto(a)) / \(texto(b))"
    case .negativo(let a): return "-\(texto(a))"
    }
}

struct Parser {
    var caracteres: [Character]
    var pos = 0
    init(_ s: String) { caracteres = Array(s.filter { $0 != " " }) }

    mutating func expresion() throws -> Expr {
        var izq = try termino()
        while pos < caracteres.count, caracteres[pos] == "+" || caracteres[pos] == "-" {
            let op = caracteres[pos]
            pos += 1
            let der = try termino()
            izq = op == "+" ? .suma(izq, der) : .resta(izq, der)
        }
        return izq
    }
    mutating func termino() throws -> Expr {
        var izq = try factor()
        while pos < caracteres.count, "*/".contains(caracteres[pos]) {
            let op = caracteres[pos]
            pos += 1
            let der = try factor()
            izq = op == "*" ? .producto(izq, der) : .division(izq, der)
        }
        return izq
    }
    mutating func factor() throws -> Expr {
        guard pos < caracteres.count else { throw ErrorCalculo.finInesperado }
        let c = caracteres[pos]
        if c == "-" { pos += 1; return .negativo(try factor()) }
        if c == "(" {
            pos += 1
            let e = try expresion()
            pos += 1
            return e
        }
        var digitos = ""
        while pos < caracteres.count, caracteres[pos].isNumber {
            digitos.append(caracteres[pos])
            pos += 1
        }
        guard let n = Int(digitos) else { throw ErrorCalculo.caracterInesperado(c) }
        return .numero(n)
    }
}

for entrada in ["1 + 2 * 3", "(1 + 2) * 3", "10 / (5 - 5)", "-4 * 2 - 1", "2 * x", "7 -"] {
    var p = Parser(entrada)
    do {
        let e = try p.expresion()
        print(texto(e), "=", try evaluar(e))
    } catch ErrorCalculo.caracterInesperado(let c) {
        print("\(entrada): carácter inesperado '\(c)'")
    } catch {
        print("\(entrada): \(error)")
    }
}
print(Expr.suma(.numero(1), .numero(2)))
