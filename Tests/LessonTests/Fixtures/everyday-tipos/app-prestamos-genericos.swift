protocol Prestable {
    var titulo: String { get }
    var diasPrestamo: Int { get }
}

struct Libro: Prestable { let titulo: String; var diasPrestamo: Int { 21 } }
struct Pelicula: Prestable { let titulo: String; let duracion: Int; var diasPrestamo: Int { duracion > 120 ? 7 : 3 } }

struct Registro<Item: Prestable> {
    private(set) var prestados: [String: (item: Item, dia: Int)] = [:]

    mutating func prestar(_ item: Item, dia: Int) -> Bool {
        guard prestados[item.titulo] == nil else { return false }
        prestados[item.titulo] = (item, dia)
        return true
    }

    mutating func devolver(_ titulo: String, dia: Int) -> Int? {
        guard let (item, desde) = prestados.removeValue(forKey: titulo) else { return nil }
        return max(0, dia - desde - item.diasPrestamo)
    }

    func vencidos(hoy: Int) -> [String] {
        prestados.filter { hoy - $0.value.dia > $0.value.item.diasPrestamo }.keys.sorted()
    }
}

func multa<T: Prestable>(_ item: T, retraso: Int) -> Double {
    Double(retraso) * (item is Pelicula ? 1.0 : 0.25)
}

var libros = Registro<Libro>()
var pelis = Registro<Pelicula>()
print(libros.prestar(Libro(titulo: "Ficciones"), dia: 1), libros.prestar(Libro(titulo: "Ficciones"), dia: 2))
_ = libros.prestar(Libro(titulo: "Aura"), dia: 5)
_ = pelis.prestar(Pelicula(titulo: "Roma", duracion: 135), dia: 3)
_ = pelis.prestar(Pelicula(titulo: "Coco", duracion: 105), dia: 3)
print(libros.vencidos(hoy: 25), pelis.vencidos(hoy: 8), pelis.vencidos(hoy: 12))
if let retraso = pelis.devolver("Roma", dia: 15) {
    print("Roma con \(retraso) días de retraso, multa \(multa(Pelicula(titulo: "Roma", duracion: 135), retraso: retraso))")
}
print(pelis.devolver("Roma", dia: 16) as Any, libros.devolver("Aura", dia: 20) as Any)
print(libros.prestados.count, pelis.prestados.keys.sorted(), multa(Libro(titulo: "x"), retraso: 10))
let todos: [Prestable] = [Libro(titulo: "A"), Pelicula(titulo: "B", duracion: 90), Pelicula(titulo: "C", duracion: 150)]
print(todos.map(\.diasPrestamo), todos.map { type(of: $0) })
