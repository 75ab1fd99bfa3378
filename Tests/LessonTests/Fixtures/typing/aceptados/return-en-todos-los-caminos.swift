enum Destino { case alerta, hoja, ninguno }

func prioridad(_ d: Destino) -> Int {
    switch d {
    case .alerta:
        return 3
    case .hoja:
        if d == .hoja { return 2 } else { return 1 }
    case .ninguno:
        return 0
    }
}

func primeroPar(_ xs: [Int]) -> Int {
    var i = 0
    while true {
        if i >= xs.count { return -1 }
        if xs[i] % 2 == 0 { return xs[i] }
        i += 1
    }
}

func signo(_ n: Int) -> Int {
    guard n != 0 else { return 0 }
    if n > 0 {
        return 1
    } else {
        return -1
    }
}

func nunca() -> Int {
    fatalError("no se llama")
}

print(prioridad(.alerta), prioridad(.hoja), primeroPar([1, 3, 4]), primeroPar([1]), signo(-5))
