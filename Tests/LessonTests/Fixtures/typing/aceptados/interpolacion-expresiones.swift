struct Perfil { var nombre: String; var edad: Int }
let p = Perfil(nombre: "ada", edad: 36)
let favoritos = ["Swift", "enums"]
let nota: Int? = nil
let ok = true
print("\(p.nombre.uppercased()) tiene \(p.edad + 1) años el año que viene")
print("favoritos: \(favoritos.count), primero: \(favoritos.first ?? "ninguno")")
print("nota: \(nota ?? 0), aprobado: \(ok ? "sí" : "no")")
print("media: \(Double(p.edad) / 4)")
print("lista \(favoritos) y perfil \(p)")
let x = 3
let mensaje = "x = \(x), x² = \(x * x)"
print(mensaje, mensaje.count)
