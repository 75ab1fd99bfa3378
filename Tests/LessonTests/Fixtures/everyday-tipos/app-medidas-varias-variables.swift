// Medidas de una habitación: varias propiedades con un solo tipo escrito
struct Habitacion {
    var largo, ancho: Double
    let nombre, planta: String
    var puertas = 1, ventanas: Int

    var superficie: Double { largo * ancho }
}

let salon = Habitacion(largo: 5, ancho: 4, nombre: "salón", planta: "baja", ventanas: 2)
print(salon)
print(salon.largo, salon.ancho, salon.superficie)

var dormitorios = [
    Habitacion(largo: 3, ancho: 3, nombre: "dormitorio 1", planta: "alta", ventanas: 1),
    Habitacion(largo: 4, ancho: 2.5, nombre: "dormitorio 2", planta: "alta", puertas: 2, ventanas: 0),
]
dormitorios[0].largo += 1
for d in dormitorios {
    print("\(d.nombre): \(d.largo) × \(d.ancho) = \(d.superficie) m²")
}

func perimetro(_ h: Habitacion) -> Double {
    var a, b: Double
    a = h.largo
    b = h.ancho
    return 2 * (a + b)
}
print(dormitorios.map(perimetro))
let total = ([salon] + dormitorios).map(\.superficie).reduce(0, +)
print("Total: \(total) m²")
