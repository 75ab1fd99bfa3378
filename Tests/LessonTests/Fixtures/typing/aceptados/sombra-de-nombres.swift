struct Perfil { var nombre: String? }
let nombre = "global"
func saludar(_ perfil: Perfil?) -> String {
    guard let perfil = perfil else { return "nadie" }
    if let nombre = perfil.nombre {
        return "hola \(nombre)"
    }
    let nombre = "anónimo"
    return "hola \(nombre)"
}
print(saludar(nil), saludar(Perfil(nombre: "Ada")), saludar(Perfil(nombre: nil)), nombre)
let x = 1
do {
    let x = "uno"
    print(x)
}
print(x)
