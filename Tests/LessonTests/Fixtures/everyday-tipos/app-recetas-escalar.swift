import Foundation

// Escalar recetas y convertir unidades
struct Ingrediente {
    let nombre: String
    var cantidad: Double
    let unidad: String
}

struct Receta {
    let nombre: String
    var raciones: Int
    var ingredientes: [Ingrediente]

    func escalada(a nuevas: Int) -> Receta {
        let factor = Double(nuevas) / Double(raciones)
        var copia = self
        copia.raciones = nuevas
        copia.ingredientes = ingredientes.map { ing in
            var i = ing
            i.cantidad = (ing.cantidad * factor * 100).rounded() / 100
            return i
        }
        return copia
    }

    func imprimir() {
        print("\(nombre) (\(raciones) raciones)")
        for i in ingredientes {
            let cantidad = i.cantidad == i.cantidad.rounded() ? String(Int(i.cantidad)) : String(format: "%.2f", i.cantidad)
            print("  - \(cantidad) \(i.unidad) de \(i.nombre)")
        }
    }
}

let tortilla = Receta(nombre: "Tortilla de patatas", raciones: 4, ingredientes: [
    Ingrediente(nombre: "patata", cantidad: 600, unidad: "g"),
    Ingrediente(nombre: "huevo", cantidad: 6, unidad: "ud"),
    Ingrediente(nombre: "cebolla", cantidad: 1, unidad: "ud"),
    Ingrediente(nombre: "aceite", cantidad: 0.25, unidad: "l"),
])
tortilla.imprimir()
tortilla.escalada(a: 6).imprimir()
tortilla.escalada(a: 1).imprimir()

let gramos = 1234.5
print(gramos / 1000, (gramos / 1000).rounded(), (gramos / 1000).rounded(.down), (gramos / 1000).rounded(.up))
print(Int(gramos), Int(gramos.rounded()), Int(-2.7), Int((-2.5).rounded()))
print(gramos.truncatingRemainder(dividingBy: 100), 17 % 5, -17 % 5)
print(sqrt(2.0), pow(2.0, 10.0), abs(-3.5), max(2.5, 1), min(3, 7))
print(floor(2.7), ceil(2.1), round(2.5), 7 / 2, 7.0 / 2, Double(7) / 2)
print(String(format: "%.3f", 2.0 / 3), String(format: "%6.1f|", 3.14159), String(format: "%-6d|", 42))
let temperaturas = [21.5, 19.0, 23.25, 18.75, 22.0]
let media = temperaturas.reduce(0, +) / Double(temperaturas.count)
let varianza = temperaturas.map { ($0 - media) * ($0 - media) }.reduce(0, +) / Double(temperaturas.count)
print("Media: \(media), desviación: \(String(format: "%.4f", sqrt(varianza)))")
print(temperaturas.sorted(), temperaturas.max()! - temperaturas.min()!)
let enteras = temperaturas.map { Int($0) }
print(enteras, enteras.map { Double($0) / 2 })
print(1e3, 1.5e-3, 100.0, 0.1 + 0.2, 1.0 / 3.0, Double(Int.max))
print(5.0.squareRoot(), (10.0).remainder(dividingBy: 3), Double("3,5") as Any, Double("3.5")!)
let litros = 2.0
print("\(litros) l son \(litros * 1000) ml y \(Int(litros * 4)) vasos")
print(3.0 == 3, 0.5 * 4 == 2.0, (1...5).map { Double($0) / 4 })
