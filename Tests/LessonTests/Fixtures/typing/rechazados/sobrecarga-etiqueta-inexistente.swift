enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
struct Posicion {
    var x = 0
    func mover(a destino: Int) -> Posicion { Posicion(x: destino) }
    func mover(por delta: Int) -> Posicion { Posicion(x: x + delta) }
}
let p = Posicion()
print(p.mover(hacia: 3).x)
