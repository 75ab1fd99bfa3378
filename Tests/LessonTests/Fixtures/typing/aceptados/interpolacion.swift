enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
let p = Perfil(nombre: "Ada", edad: 36)
print("\(p.nombre) tiene \(p.edad) años")
let x = 2.5
print("doble: \(x * 2)")
