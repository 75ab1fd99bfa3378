// Inicializadores que fallan y validación de productos
struct Email: CustomStringConvertible {
    let usuario: String
    let dominio: String

    init?(_ texto: String) {
        let partes = texto.split(separator: "@", omittingEmptySubsequences: false)
        guard partes.count == 2, !partes[0].isEmpty, partes[1].contains(".") else { return nil }
        usuario = String(partes[0])
        dominio = String(partes[1]).lowercased()
    }

    var description: String { "\(usuario)@\(dominio)" }
}

enum ErrorProducto: Error {
    case nombreVacio
    case precioNegativo(Double)
    case codigoInvalido(String)
}

struct Producto {
    let codigo: String
    let nombre: String
    let precio: Double

    init(codigo: String, nombre: String, precio: Double) throws {
        guard !nombre.isEmpty else { throw ErrorProducto.nombreVacio }
        guard precio >= 0 else { throw ErrorProducto.precioNegativo(precio) }
        guard codigo.count == 4, codigo.first?.isLetter == true else {
            throw ErrorProducto.codigoInvalido(codigo)
        }
        self.codigo = codigo.uppercased()
        self.nombre = nombre
        self.precio = precio
    }
}

enum Talla: String {
    case s = "S", m = "M", l = "L", xl = "XL"

    init?(numero: Int) {
        switch numero {
        case ..<38: self = .s
        case 38..<42: self = .m
        case 42..<46: self = .l
        case 46...52: self = .xl
        default: return nil
        }
    }
}

for texto in ["ana@Ejemplo.COM", "sin-arroba", "@vacio.es", "luis@local", "x@y.z"] {
    if let email = Email(texto) {
        print("válido: \(email)")
    } else {
        print("inválido: \(texto)")
    }
}
let correos = ["a@b.es", "malo", "c@d.org"].compactMap(Email.init)
print(correos.map(\.dominio))

let datos: [(String, String, Double)] = [("a123", "Lápiz", 0.5), ("B777", "", 2), ("C001", "Goma", -1), ("12AB", "Regla", 1.2), ("d900", "Cuaderno", 3.75)]
var catalogo: [Producto] = []
for (codigo, nombre, precio) in datos {
    do {
        let p = try Producto(codigo: codigo, nombre: nombre, precio: precio)
        catalogo.append(p)
    } catch ErrorProducto.precioNegativo(let precio) {
        print("Precio negativo: \(precio)")
    } catch ErrorProducto.codigoInvalido(let c) {
        print("Código inválido: \(c)")
    } catch {
        print("Error: \(error)")
    }
}
print(catalogo.map { "\($0.codigo) \($0.nombre)" })
let goma = try? Producto(codigo: "G000", nombre: "Goma", precio: 0.3)
print(goma?.nombre ?? "sin goma", goma.map { $0.precio * 2 } ?? 0)

for n in [36, 40, 44, 50, 60] {
    let talla = Talla(numero: n)
    print(n, talla?.rawValue ?? "sin talla", talla.map { "\($0)" } ?? "-")
}
print(Talla(rawValue: "XL") == .xl, Talla(rawValue: "xl") as Any)
let tallas = [40, 47, 30, 99].compactMap { Talla(numero: $0) }
print(tallas)
guard let primera = tallas.first else { fatalError("sin tallas") }
print("Primera: \(primera)")
