protocol Figura { func area() -> Double }
struct Cuadrado: Figura { var lado: Double; func area() -> Double { lado * lado } }
let t: Figura.Type = Cuadrado.self
print(t)
let u: Cuadrado.Type = Cuadrado.self
print(u)
print(Int?.self)
print(type(of: 3))
print(type(of: "a"))
print(type(of: [1, 2]))
print(type(of: [1: "a"]))
print(type(of: Cuadrado(lado: 2)))
let f: Figura = Cuadrado(lado: 1)
print(type(of: f))
print(type(of: 2.5))
let o: Int? = 3
print(type(of: o))
print(Int.self)
print(String.self == String.self)
print(type(of: (1, "a")))
print([Int].self)
print(Figura.self)
