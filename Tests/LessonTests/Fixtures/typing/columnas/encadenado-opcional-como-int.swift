struct P { var nombre: String? }
let p = P(nombre: "a")
let largo: Int = p.nombre?.count
print(largo)
