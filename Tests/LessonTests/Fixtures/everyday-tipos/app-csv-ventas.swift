// Procesar un CSV de ventas pegado en el código
let csv = """
fecha,producto,cantidad,precio
2024-01-05,café,3,1.50
2024-01-05,té,1,1.20
2024-01-06,café,2,1.50
2024-01-07,bollo,5,0.90
fecha-mala,café,x,1.50
2024-02-01,té,4,1.20
2024-02-03,café,1,1.60
"""

struct Venta {
    let mes: Int
    let dia: Int
    let producto: String
    let cantidad: Int
    let precio: Double
    var total: Double { Double(cantidad) * precio }
}

enum ErrorLinea: Error {
    case columnas(Int)
    case numero(String)
}

func parsear(_ linea: Substring) throws -> Venta {
    let campos = linea.split(separator: ",", omittingEmptySubsequences: false)
    guard campos.count == 4 else { throw ErrorLinea.columnas(campos.count) }
    let fecha = campos[0].split(separator: "-")
    guard fecha.count == 3, let mes = Int(fecha[1]), let dia = Int(fecha[2]) else {
        throw ErrorLinea.numero(String(campos[0]))
    }
    guard let cantidad = Int(campos[2]) else { throw ErrorLinea.numero(String(campos[2])) }
    guard let precio = Double(campos[3]) else { throw ErrorLinea.numero(String(campos[3])) }
    return Venta(mes: mes, dia: dia, producto: String(campos[1]), cantidad: cantidad, precio: precio)
}

var ventas: [Venta] = []
var errores = 0
for (n, linea) in csv.split(separator: "\n").enumerated() where n > 0 {
    do {
        ventas.append(try parsear(linea))
    } catch let ErrorLinea.numero(texto) {
        errores += 1
        print("Línea \(n + 1): «\(texto)» no es válido")
    } catch {
        errores += 1
        print("Línea \(n + 1): \(error)")
    }
}
print("Ventas leídas: \(ventas.count), errores: \(errores)")

let porProducto = Dictionary(grouping: ventas, by: \.producto)
for producto in porProducto.keys.sorted() {
    let lista = porProducto[producto]!
    let unidades = lista.reduce(0) { $0 + $1.cantidad }
    let importe = lista.map(\.total).reduce(0, +)
    print("\(producto): \(unidades) uds, \(importe) €")
}

let porMes = Dictionary(grouping: ventas) { $0.mes }.mapValues { $0.map(\.total).reduce(0, +) }
for (mes, total) in porMes.sorted(by: { $0.key < $1.key }) {
    print("Mes \(mes): \(total)")
}

let mejorDia = ventas.max { $0.total < $1.total }
if let v = mejorDia {
    print("Mejor venta: \(v.dia)/\(v.mes) \(v.producto) \(v.total)")
}
let cafes = ventas.filter { $0.producto == "café" }
let precioMedio = cafes.map(\.precio).reduce(0, +) / Double(cafes.count)
print("Precio medio del café: \(precioMedio)")
let dias = Set(ventas.map { "\($0.mes)-\($0.dia)" })
print("Días con ventas: \(dias.count)")
let cabecera = csv.split(separator: "\n").first!.split(separator: ",")
print(cabecera, cabecera.map { $0.count })
let primeras = ventas.prefix(2).map { "\($0.producto)x\($0.cantidad)" }
print(primeras, ventas.last!.precio)
let ranking = porProducto.map { ($0.key, $0.value.count) }.sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
print(ranking.map { "\($0.0)=\($0.1)" })
