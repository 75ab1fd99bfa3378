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
let dobles = xs.map { $0 * 2 }
let pares = xs.filter { n in n % 2 == 0 }
let suma = xs.reduce(0) { $0 + $1 }
print(dobles, pares, suma)
let medias = xs.map { Double($0) / 2 }
print(medias)
