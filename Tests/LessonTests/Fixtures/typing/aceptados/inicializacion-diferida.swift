enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
func elegir(_ urgente: Bool) -> Destino {
    let d: Destino
    if urgente { d = .alerta } else if !urgente { d = .hoja } else { return .ninguno }
    return d
}
func nivel(_ n: Int) -> String {
    let texto: String
    switch n {
    case 0: texto = "cero"
    case 1...9: texto = "pocos"
    default: texto = "muchos"
    }
    return texto
}
func subir(_ n: inout Int) { n += 1 }
var intentos = 1
subir(&intentos)
print(elegir(false), nivel(5), intentos)
