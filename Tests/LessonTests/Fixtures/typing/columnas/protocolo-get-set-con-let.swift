protocol Nombrable { var nombre: String { get set } }
struct P: Nombrable { let nombre: String }
print(P(nombre: "a").nombre)
