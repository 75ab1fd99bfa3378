struct Libro {
    var titulo: String
}
let libros: Set<Libro> = [Libro(titulo: "A")]
print(libros.count)
