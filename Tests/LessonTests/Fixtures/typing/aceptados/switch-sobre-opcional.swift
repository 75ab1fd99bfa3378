func describir(_ n: Int?) -> String {
    switch n {
    case .none: return "nada"
    case .some(let x) where x < 0: return "negativo \(x)"
    case 0?: return "cero"
    case let x?: return "positivo \(x)"
    }
}

enum Destino { case alerta, hoja }
func abrir(_ d: Destino?) -> String {
    switch d {
    case nil: return "cerrado"
    case .alerta?: return "alerta"
    case .hoja: return "hoja"
    }
}

print(describir(nil), describir(-2), describir(0), describir(9))
print(abrir(nil), abrir(.alerta), abrir(.hoja))
