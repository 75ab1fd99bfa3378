class Animal { var nombre = "a" }
class Perro: Animal {}
let a: Animal = Perro()
let p: Perro = a
print(p.nombre)
