struct Pantalla {
    var cargando: Bool
    var error: String?
    var aviso: String? = "hola"
}
final class Registro {
    var ultimo: Int?
    var cuenta = 0
}
struct Vacia { var nota: Int? }
let p = Pantalla(cargando: true)
let q = Pantalla(cargando: false, error: "sin red")
print(p, q)
print(Vacia())
let r = Registro()
print(r.ultimo == nil, r.cuenta)
