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
    case (.llego, .cargando): return s
    default: return s
    }
}
print(siguiente(.inactivo, ante: .reintentar))
