enum Carga<Valor> {
    case inactivo
    case cargando(progreso: Double)
    case listo(Valor)
    case fallo(String)
    var valor: Valor? {
        if case .listo(let v) = self { return v }
        return nil
    }
}
func describir<V>(_ c: Carga<V>) -> String {
    switch c {
    case .inactivo: return "inactivo"
    case .cargando(let p): return "cargando \(p)"
    case .listo(let v): return "listo \(v)"
    case .fallo(let m): return "fallo: \(m)"
    }
}
var estado: Carga<[Int]> = .inactivo
print(describir(estado))
estado = .cargando(progreso: 1)
print(describir(estado))
estado = .listo([3, 1, 2])
print(describir(estado), estado.valor?.sorted() ?? [])
let otro = Carga<Double>.listo(4)
print(otro, describir(otro))
let lista: [Carga<Int>] = [.listo(1), .fallo("x"), .inactivo]
print(lista.map(describir))
