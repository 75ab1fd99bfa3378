struct Pantalla {
    var cargando: Bool
    var error: Optional<String>
}
let p = Pantalla(cargando: true)
print(p)
