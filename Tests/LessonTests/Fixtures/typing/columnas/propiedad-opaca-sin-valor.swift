// Una propiedad 'some P' necesita un valor inicial del que sacar su tipo.
protocol Instrumento {
    func sonar() -> String
}

struct Tambor: Instrumento {
    func sonar() -> String { "pom" }
}

struct Musico {
    var nombre: String
    var instrumento: some Instrumento

    func tocar() -> String { nombre + ": " + instrumento.sonar() }
}

print("listo")
