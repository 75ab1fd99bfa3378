enum Estado: Equatable {
    case inactivo
    case cargando(id: Int)
    case listo(nombre: String)
}

struct Sesion: Equatable {
    var estado: Estado = .inactivo
    var usuario: String? = nil
}

let a = Estado.cargando(id: 1)
print(a == .cargando(id: 1), a == .inactivo, a != .listo(nombre: "x"))
var s = Sesion()
let t = s
s.estado = .cargando(id: 2)
print(s == t, s.estado == .cargando(id: 2), t == Sesion())
let xs: [Estado] = [.inactivo, .listo(nombre: "Ada")]
print(xs.contains(.listo(nombre: "Ada")), xs.firstIndex(of: .inactivo) ?? -1)
