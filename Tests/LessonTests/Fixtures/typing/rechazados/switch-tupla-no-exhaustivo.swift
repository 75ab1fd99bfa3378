enum Destino { case alerta, hoja, ninguno }
struct Perfil { var nombre: String; var edad: Int = 0 }
enum Estado {
    case inactivo
    case cargando(id: Int, intentos: Int)
    case listo(perfil: Perfil)
    case fallo(mensaje: String)
}
enum Evento { case cargar(id: Int), llego(Perfil), rompio(String), reintentar }
func f(_ a: Bool, _ b: Bool) -> Int {
    switch (a, b) {
    case (true, true): return 1
    case (false, _): return 0
    }
}
print(f(true, false))
