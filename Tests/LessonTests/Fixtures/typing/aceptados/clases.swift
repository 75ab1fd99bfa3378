enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
final class Caja {
    var valor: Int
    init(valor: Int) { self.valor = valor }
    func subir() { valor += 1 }
}
let a = Caja(valor: 1)
let b = a
b.subir()
print(a.valor)
