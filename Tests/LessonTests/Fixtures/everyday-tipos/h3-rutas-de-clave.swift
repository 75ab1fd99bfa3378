// Rutas de clave: \Persona.edad guardada, p[keyPath: kp], KeyPath<T, V> como parámetro, map(\.campo).
struct Direccion { var ciudad: String }
struct Persona {
    var nombre: String
    var edad: Int
    var direccion: Direccion
    var esMayor: Bool { edad >= 18 }
}
let gente = [Persona(nombre: "Ana", edad: 30, direccion: Direccion(ciudad: "Lima")),
             Persona(nombre: "Luis", edad: 15, direccion: Direccion(ciudad: "Quito"))]
print(gente.map(\Persona.nombre))
print(gente.map(\.direccion.ciudad))
print(gente.filter(\.esMayor).map(\.nombre))
let porEdad = \Persona.edad
let porNombre: KeyPath<Persona, String> = \.nombre
print(gente.sorted { $0[keyPath: porEdad] < $1[keyPath: porEdad] }.map(\.nombre))
print(gente[1][keyPath: porNombre], gente[0][keyPath: \Persona.direccion.ciudad])
func maximo<T, V: Comparable>(_ xs: [T], _ kp: KeyPath<T, V>) -> T? { xs.max { $0[keyPath: kp] < $1[keyPath: kp] } }
print(maximo(gente, \.edad)!.nombre)
func columna<T>(_ xs: [T], _ kp: KeyPath<T, String>) -> String { xs.map { $0[keyPath: kp] }.joined(separator: ", ") }
print(columna(gente, \.nombre))
print(gente.map(\.nombre.count))
let total = gente.map(\.edad).reduce(0, +)
print(total)
print(gente.contains(where: \.esMayor), gente.allSatisfy(\.esMayor))
print(porEdad)
