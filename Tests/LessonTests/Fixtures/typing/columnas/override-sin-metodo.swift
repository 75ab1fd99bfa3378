class Animal { func sonido() -> String { "..." } }
class Perro: Animal { override func ladrar() -> String { "guau" } }
print(Perro().sonido())
