// Un array de instancias de subclases distintas es un array de su superclase común, como en Swift,
// y type(of:) lo nombra así aunque sus elementos sean de subclases.
class Animal {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
    func sonido() -> String { "..." }
}
class Perro: Animal {
    override func sonido() -> String { "guau" }
}
class Gato: Animal {
    override func sonido() -> String { "miau" }
}
class Cachorro: Perro {
    override func sonido() -> String { "yip" }
}
let zoo = [Perro(nombre: "Rex"), Gato(nombre: "Mish"), Cachorro(nombre: "Bolt")]
for a in zoo { print(a.nombre, a.sonido()) }
let perros = [Cachorro(nombre: "Toby"), Perro(nombre: "Lupo")]
print(perros.map { $0.sonido() })
let refugio = ["sala 1": Perro(nombre: "Max"), "sala 2": Gato(nombre: "Luna")]
for sala in refugio.keys.sorted() { print(sala, refugio[sala]!.nombre, refugio[sala]!.sonido()) }
print(zoo.filter { $0 is Perro }.count, zoo.contains { $0 is Gato })
let explicito: [Animal] = [Gato(nombre: "Tom")]
let quizas: Animal? = Perro(nombre: "Kira")
print(type(of: zoo), type(of: perros), type(of: zoo[1]), type(of: explicito), type(of: quizas), type(of: refugio))
