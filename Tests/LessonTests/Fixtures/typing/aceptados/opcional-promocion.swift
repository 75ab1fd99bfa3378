enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
func buscar(_ n: Int) -> Int? {
    if n > 0 { return n }
    return nil
}
print(buscar(2) as Any, buscar(-1) as Any)
var o: Destino? = .alerta
o = nil
print(o as Any)
