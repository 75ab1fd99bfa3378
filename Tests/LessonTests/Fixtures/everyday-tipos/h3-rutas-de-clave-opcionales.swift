// Rutas de clave con encadenamiento opcional (\.dir?.ciudad), compactMap, flatMap y KeyPath<Persona, Int> anotada.
struct Dir { var ciudad: String }
struct Persona { var nombre: String; var dir: Dir?; var tags: [String] }
let ps = [Persona(nombre: "Ana", dir: Dir(ciudad: "Lima"), tags: ["a"]), Persona(nombre: "Bo", dir: nil, tags: [])]
print(ps.map(\.dir?.ciudad))
print(ps.compactMap(\.dir?.ciudad))
print(ps.map(\.nombre.first))
print(ps.flatMap(\.tags))
print(ps.map(\.tags.count))
let kp = \Persona.dir?.ciudad
print(ps[0][keyPath: kp] ?? "-")
let k2: KeyPath<Persona, Int> = \.tags.count
print(ps.map { $0[keyPath: k2] })
print(kp)
