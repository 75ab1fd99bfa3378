enum Estado { case inactivo, cargando(Int), listo }

let esListo = { (s: Estado) -> Bool in
    if case .listo = s { return true }
    return false
}
let rotulo = { (s: Estado) -> String in
    switch s {
    case .inactivo: "inactivo"
    case .cargando(let n): "cargando \(n)"
    case .listo: "listo"
    }
}
let doble = { (n: Int) -> Int in n * 2 }
let estados: [Estado] = [.inactivo, .cargando(2), .listo]
print(estados.map(rotulo), estados.filter(esListo).count, doble(21))
print(estados.contains { if case .cargando = $0 { true } else { false } })
print(estados.map { s in if case .cargando(let n) = s { n } else { 0 } })
