enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
struct S { var estado: Estado = .inactivo }
func reduce(into state: inout S, action: Evento) {
    switch action {
    case .cargar(let id): state.estado = .cargando(id: id, intentos: 1)
    case .llego(let p): state.estado = .listo(p)
    default: break
    }
}
var s = S()
reduce(into: &s, action: .reintentar)
