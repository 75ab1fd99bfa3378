// Tipos anidados: print(type(of:)) escribe solo su nombre (Libro), y dentro de un array el
// nombre completo con el módulo, como Swift.
struct Biblioteca {
    enum Genero: String, CaseIterable { case novela, poesia, ensayo }
    struct Libro: CustomStringConvertible {
        let titulo: String
        let genero: Genero
        var description: String { "\(titulo) [\(genero.rawValue)]" }
    }
    private(set) var libros: [Libro] = []
    mutating func agregar(_ titulo: String, _ genero: Genero) { libros.append(Libro(titulo: titulo, genero: genero)) }
    func de(_ g: Genero) -> [Libro] { libros.filter { $0.genero == g } }
}
var b = Biblioteca()
b.agregar("Rayuela", .novela)
b.agregar("Veinte poemas", .poesia)
b.agregar("El túnel", .novela)
for g in Biblioteca.Genero.allCases { print(g, b.de(g).count) }
print(b.libros)
let g: Biblioteca.Genero = .ensayo
print(g, Biblioteca.Genero(rawValue: "poesia")!)
print(b.de(.novela).map(\.titulo))
let l = Biblioteca.Libro(titulo: "X", genero: .ensayo)
print(l, [l])
debugPrint(g)
print(type(of: l), type(of: g), type(of: b.libros), [type(of: l)])
print(Biblioteca.Libro.self, "\(type(of: g))")
