struct Direccion {
    var calle: String
    var ciudad: String?
}

class Persona {
    let nombre: String
    var direccion: Direccion?
    var jefe: Persona?
    weak var amigo: Persona?
    init(nombre: String, direccion: Direccion? = nil) {
        self.nombre = nombre
        self.direccion = direccion
    }
    func saludar(a otra: Persona?) -> String {
        guard let otra = otra else { return "\(nombre) saluda al aire" }
        return "\(nombre) saluda a \(otra.nombre)"
    }
}

enum Mensaje: Equatable {
    case texto(String)
    case imagen(ancho: Int, alto: Int)
    case ubicacion(lat: Double, lon: Double)
    case vacio
}

let ana = Persona(nombre: "Ana", direccion: Direccion(calle: "Mayor 1", ciudad: "Sevilla"))
let luis = Persona(nombre: "Luis")
luis.jefe = ana
ana.amigo = luis
print(luis.jefe?.direccion?.ciudad ?? "sin ciudad")
print(luis.direccion?.ciudad ?? luis.jefe?.nombre ?? "nadie")
print(ana.jefe?.nombre as Any, ana.amigo?.nombre as Any)
print(luis.saludar(a: luis.jefe), luis.saludar(a: nil))
luis.direccion = Direccion(calle: "Sol 3", ciudad: nil)
luis.direccion?.ciudad = "Cádiz"
print(luis.direccion?.ciudad?.uppercased() ?? "-")
ana.jefe?.direccion?.calle = "no pasa nada"
print(ana.jefe == nil)
let numeros = ["1", "dos", "3", "", "-4"]
let validos = numeros.compactMap(Int.init)
print(validos)
let primero: Int? = numeros.first.flatMap { Int($0) }
let doble = primero.map { $0 * 2 }
print(primero as Any, doble as Any)
let ninguno: String? = nil
print(ninguno.map { $0.count } as Any, ninguno?.isEmpty as Any)
if let a = Int("10"), let b = Int("20"), a < b {
    print("ambos:", a + b)
}
let mensajes: [Mensaje] = [.texto("hola"), .imagen(ancho: 800, alto: 600), .vacio,
                            .ubicacion(lat: 37.4, lon: -5.9), .texto("")]
for m in mensajes {
    switch m {
    case .texto(let t) where t.isEmpty: print("texto vacío")
    case .texto(let t): print("texto: \(t)")
    case let .imagen(ancho, alto) where ancho > alto: print("imagen apaisada \(ancho)x\(alto)")
    case .imagen: print("imagen")
    case .ubicacion(let lat, _): print("ubicación en latitud \(lat)")
    case .vacio: print("(nada)")
    }
}
for case .texto(let t) in mensajes { print("[\(t)]", terminator: "") }
print()
if case .imagen(let w, _) = mensajes[1] { print("ancho", w) }
print(mensajes.contains(.vacio), mensajes.filter { $0 != .vacio }.count)
print(mensajes.firstIndex(of: .texto("")) as Any)
func describir(_ m: Mensaje?) -> String {
    guard let m else { return "nil" }
    guard case .texto(let t) = m else { return "otro" }
    return t
}
print(describir(nil), describir(.vacio), describir(.texto("x")))
var cache: [String: Int] = [:]
func cuadrado(_ n: Int) -> Int {
    if let guardado = cache["\(n)"] { return guardado }
    let r = n * n
    cache["\(n)"] = r
    return r
}
print(cuadrado(4), cuadrado(4), cache.count)
let valor: Int?? = .some(nil)
print(valor as Any)
let opcionales: [Int?] = [1, nil, 3]
print(opcionales, opcionales.compactMap { $0 }, opcionales.map { $0 ?? 0 })
print(mensajes[3])
