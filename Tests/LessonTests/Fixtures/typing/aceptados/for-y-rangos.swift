enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
var total = 0
for i in 1...3 { total += i }
for (i, x) in ["a", "b"].enumerated() { print(i, x) }
for c in "hola" where c != "o" { print(c) }
print(total)
