// contains(x) necesita elementos Equatable; si no, hay que usar contains(where:).
struct Cancion {
    var titulo: String
    var segundos: Int
}

var lista = [Cancion(titulo: "Aire", segundos: 200)]
let otra = Cancion(titulo: "Mar", segundos: 180)

if lista.contains(where: { $0.titulo == otra.titulo }) {
    print("ya está")
}
if !lista.contains(otra) {
    lista.append(otra)
}
print(lista.count)
