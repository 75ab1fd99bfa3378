enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
struct Caja {
    var valor: Int
    init(doble v: Int) { valor = v * 2 }
}
let c = Caja(valor: 1)
print(c.valor)
