enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
let xs = [1, 2, 3]
var total = 0.0
for x in xs { total += Double(x) }
let media: Double = total / xs.count
print(media)
