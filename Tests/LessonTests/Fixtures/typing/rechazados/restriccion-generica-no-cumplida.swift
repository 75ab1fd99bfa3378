struct Perfil { var nombre: String }
func contiene<T: Equatable>(_ lista: [T], _ buscado: T) -> Bool {
    lista.contains { $0 == buscado }
}
let perfiles = [Perfil(nombre: "Ana")]
print(contiene(perfiles, Perfil(nombre: "Ana")))
