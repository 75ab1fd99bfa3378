// sorted(by: <) necesita un '<' para el tipo de los elementos.
struct Pelicula {
    var titulo: String
    var anio: Int
}

let cartelera = [Pelicula(titulo: "Mar adentro", anio: 2004), Pelicula(titulo: "Solas", anio: 1999)]

let porAnio = cartelera.sorted(by: { $0.anio < $1.anio })
print(porAnio.map(\.titulo))
let mal = cartelera.sorted(by: >)
print(mal.count)
for p in cartelera.sorted(by: <) {
    print(p.titulo)
}
