enum Estado {
    case inactivo
    case cargando(id: Int)
    case listo(nombre: String)
}

let estados: [Estado] = [.inactivo, .cargando(id: 3), .listo(nombre: "Ada"), .cargando(id: 9)]

let cargando = estados.filter { estado in
    if case .cargando = estado { return true } else { return false }
}
let ids = estados.filter { if case .cargando = $0 { return true } else { return false } }.map { estado -> Int in
    guard case let .cargando(id) = estado else { return 0 }
    return id
}
let hayListo = estados.contains { if case .listo = $0 { true } else { false } }
let total = ids.reduce(0) { $0 + $1 }
let ordenados = ids.sorted { $0 > $1 }
print(cargando.count, ids, hayListo, total, ordenados)
let primero = ids.filter({ $0 > 5 }).first
print(primero ?? -1)
let nombres = estados.map { (s: Estado) -> String in
    switch s {
    case .inactivo: return "i"
    case .cargando(let id): return "c\(id)"
    case .listo(let n): return n
    }
}
print(nombres.joined(separator: ","))
