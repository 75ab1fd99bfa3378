struct Perfil {
    var nombre: String
    var edad: Int

    static let ejemplo = Perfil(nombre: "Ada", edad: 36)
    static let ejemplos: [Perfil] = [.ejemplo, Perfil(nombre: "Leo", edad: 15)]
    static func vacio() -> Perfil { Perfil(nombre: "", edad: 0) }
    static var cuenta: Int { ejemplos.count }
}

enum Evento {
    case llego(Perfil)
    case salio
    static let ejemplos: [Evento] = [.llego(.ejemplo), .salio]
}

print(Perfil.ejemplo.nombre, Perfil.cuenta, Perfil.vacio().edad)
for e in Evento.ejemplos {
    switch e {
    case .llego(let p): print("llegó", p.nombre)
    case .salio: print("salió")
    }
}
let nombres = Perfil.ejemplos.map { $0.nombre }
print(nombres)
