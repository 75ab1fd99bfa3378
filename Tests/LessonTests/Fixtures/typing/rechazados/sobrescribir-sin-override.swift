class Animal {
    func sonido() -> String { "..." }
}
class Gato: Animal {
    func sonido() -> String { "miau" }
}
print(Gato().sonido())
