// Literales de colección que Swift une: nil entre enteros es Int?, enteros junto a Double son Double.
let huecos = [nil, 5, nil]
print(huecos, huecos.compactMap { $0 })
let medidas = [1, nil, 2.5]
print(medidas)
let n: Int? = 3
print([nil, n], [n, nil].count)
let precios = ["pan": 1, "leche": 2.5]
print(precios["pan"]!, precios["leche"]!, precios.values.sorted())
let plazas = ["a": nil, "b": 4]
print(plazas["a"] as Any, plazas["b"] as Any, plazas.count)
for case let v? in [nil, 7, nil, 8] { print(v) }
func describir(_ x: Int?) -> String {
    switch x {
    case nil: return "vacío"
    case .some(let v): return "valor \(v)"
    }
}
print([nil, 5].map(describir))

struct Caja<T> {
    var cosas: [T] = []
    mutating func meter(_ v: T) { cosas.append(v) }
}
enum Fruta { case pera, uva(kilos: Double) }
var caja = Caja<Fruta>()
caja.meter(.pera)
caja.meter(.uva(kilos: 2))
print(caja.cosas)
