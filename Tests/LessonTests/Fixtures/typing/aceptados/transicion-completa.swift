enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
func siguiente(_ s: Estado, ante e: Evento) -> Estado {
    switch (s, e) {
    case (.inactivo, .cargar(let id)): return .cargando(id: id, intentos: 1)
    case (.cargando, .llego(let p)): return .listo(perfil: p)
    case let (.cargando(id, intentos), .rompio(m)) where intentos < 3:
        print(id, m)
        return .cargando(id: id, intentos: intentos + 1)
    case (.cargando, .rompio(let m)): return .fallo(mensaje: m)
    default: return s
    }
}
print(siguiente(.inactivo, ante: .cargar(id: 7)))
