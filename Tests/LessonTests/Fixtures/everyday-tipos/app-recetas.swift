// Recetario: structs anidados, lazy var, static, Set de ingredientes, closures guardadas.
struct Ingrediente: Hashable {
    let nombre: String
    let gramos: Int
}

struct Receta {
    static var total = 0
    let nombre: String
    var ingredientes: [Ingrediente]
    var minutos: Int
    lazy var resumen: String = {
        print("  (calculando resumen de \(nombre))")
        return "\(nombre): \(ingredientes.count) ingredientes, \(minutos) min"
    }()
    init(nombre: String, minutos: Int, _ ingredientes: Ingrediente...) {
        self.nombre = nombre
        self.minutos = minutos
        self.ingredientes = ingredientes
        Receta.total += 1
    }
    var pesoTotal: Int { ingredientes.map(\.gramos).reduce(0, +) }
    func lleva(_ nombre: String) -> Bool { ingredientes.contains { $0.nombre == nombre } }
}

var tortilla = Receta(nombre: "Tortilla", minutos: 30,
                      Ingrediente(nombre: "huevo", gramos: 300),
                      Ingrediente(nombre: "patata", gramos: 500),
                      Ingrediente(nombre: "cebolla", gramos: 100))
var gazpacho = Receta(nombre: "Gazpacho", minutos: 15,
                      Ingrediente(nombre: "tomate", gramos: 1000),
                      Ingrediente(nombre: "pepino", gramos: 150),
                      Ingrediente(nombre: "cebolla", gramos: 50))
print(Receta.total)
print(tortilla.resumen)
print(tortilla.resumen)
print(gazpacho.pesoTotal, gazpacho.lleva("pepino"), tortilla.lleva("pepino"))
let nombresT = Set(tortilla.ingredientes.map(\.nombre))
let nombresG = Set(gazpacho.ingredientes.map(\.nombre))
print(nombresT.intersection(nombresG), nombresT.union(nombresG).count)
print(nombresT.subtracting(nombresG).sorted(), nombresT.isDisjoint(with: ["sal"]))
var recetas = [tortilla, gazpacho]
recetas.sort { $0.minutos < $1.minutos }
print(recetas.map(\.nombre))
var filtros: [String: (Receta) -> Bool] = [:]
filtros["rápida"] = { $0.minutos <= 20 }
filtros["ligera"] = { $0.pesoTotal < 1000 }
for clave in filtros.keys.sorted() {
    let cumplen = recetas.filter(filtros[clave]!).map(\.nombre)
    print(clave, cumplen)
}
func escalar(_ r: Receta, por factor: Double) -> [String: Int] {
    var res: [String: Int] = [:]
    for i in r.ingredientes { res[i.nombre] = Int(Double(i.gramos) * factor) }
    return res
}
let doble = escalar(gazpacho, por: 2)
print(doble["tomate"]!, doble["sal"] ?? 0, doble.count)
print(gazpacho.resumen)
