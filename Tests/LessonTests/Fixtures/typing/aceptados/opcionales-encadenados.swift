struct Direccion { var ciudad: String }
struct Perfil {
    var nombre: String
    var direccion: Direccion?
}
struct Sesion { var perfil: Perfil? }

let sesiones = [Sesion(perfil: nil), Sesion(perfil: Perfil(nombre: "Ada", direccion: nil)), Sesion(perfil: Perfil(nombre: "Leo", direccion: Direccion(ciudad: "Lima")))]
for s in sesiones {
    let ciudad = s.perfil?.direccion?.ciudad ?? "?"
    let largo = s.perfil?.nombre.count
    print(ciudad, largo ?? 0, s.perfil?.direccion == nil)
}
var s = sesiones[2]
s.perfil?.direccion?.ciudad = "Quito"
print(s.perfil?.direccion?.ciudad as Any)
let n: Int? = sesiones.first?.perfil?.nombre.count
print(n == nil)
