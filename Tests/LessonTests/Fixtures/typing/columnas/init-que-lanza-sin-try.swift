enum ErrorDeEdad: Error { case negativa }
struct Persona {
    let edad: Int
    init(edad: Int) throws {
        if edad < 0 { throw ErrorDeEdad.negativa }
        self.edad = edad
    }
}
let p = Persona(edad: 30)
print(p.edad)
