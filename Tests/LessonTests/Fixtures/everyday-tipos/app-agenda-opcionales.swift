// Agenda de contactos con opcionales encadenados
class Direccion {
    var calle: String
    var ciudad: String
    var codigoPostal: String?

    init(calle: String, ciudad: String, codigoPostal: String? = nil) {
        self.calle = calle
        self.ciudad = ciudad
        self.codigoPostal = codigoPostal
    }
}

class Contacto {
    let nombre: String
    var telefono: String?
    var direccion: Direccion?
    var amigos: [Contacto] = []

    init(nombre: String, telefono: String? = nil) {
        self.nombre = nombre
        self.telefono = telefono
    }

    func primerAmigo() -> Contacto? {
        amigos.first
    }
}

let ana = Contacto(nombre: "Ana", telefono: "600111222")
let beto = Contacto(nombre: "Beto")
let carla = Contacto(nombre: "Carla", telefono: "699000111")
ana.direccion = Direccion(calle: "Mayor 3", ciudad: "Sevilla", codigoPostal: "41001")
beto.direccion = Direccion(calle: "Sol 12", ciudad: "Madrid")
ana.amigos = [beto, carla]
beto.amigos.append(ana)

let agenda = [ana, beto, carla]
for c in agenda {
    let ciudad = c.direccion?.ciudad ?? "desconocida"
    let cp = c.direccion?.codigoPostal ?? "sin CP"
    print("\(c.nombre): \(c.telefono ?? "sin teléfono"), \(ciudad) (\(cp))")
}

print(ana.primerAmigo()?.direccion?.ciudad as Any)
print(carla.primerAmigo()?.nombre as Any)
print(beto.primerAmigo()?.primerAmigo()?.nombre ?? "nadie")
print(ana.direccion?.codigoPostal?.count as Any)
print(ana.amigos.first?.telefono?.isEmpty as Any)

beto.direccion?.codigoPostal = "28013"
carla.direccion?.codigoPostal = "00000"
print(beto.direccion?.codigoPostal ?? "-", carla.direccion?.codigoPostal ?? "-")

func tarjeta(de c: Contacto) -> String? {
    guard let tel = c.telefono, tel.count == 9,
          let dir = c.direccion,
          let cp = dir.codigoPostal, let numero = Int(cp) else {
        return nil
    }
    return "\(c.nombre) · \(tel) · \(dir.calle), \(numero)"
}
for c in agenda {
    if let t = tarjeta(de: c) {
        print(t)
    } else {
        print("Tarjeta incompleta de \(c.nombre)")
    }
}

let telefonos = agenda.compactMap(\.telefono)
print(telefonos)
let prefijos = agenda.map { $0.telefono?.prefix(3) }
print(prefijos)
var buscado: Contacto? = agenda.first { $0.nombre.hasPrefix("C") }
print(buscado?.nombre ?? "-")
buscado = nil
print(buscado?.nombre == nil)
let n: Int? = Int("42")
if let n, n > 40 {
    print("mayor que 40: \(n)")
}
let opcionales: [Int?] = [1, nil, 3]
print(opcionales, opcionales.compactMap { $0 }, opcionales.map { $0 ?? 0 })
print(ana.telefono.map { "+34 " + $0 } ?? "")
print(beto.telefono.map { "+34 " + $0 } as Any)
