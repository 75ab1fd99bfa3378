struct Pantalla {
    var cargando: Bool
    let error: String?
}
let p = Pantalla(cargando: true)
print(p)
