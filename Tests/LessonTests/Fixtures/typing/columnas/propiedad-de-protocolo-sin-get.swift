protocol Nombrable {
    var nombre: String
}
struct Mascota: Nombrable {
    var nombre: String
}
print(Mascota(nombre: "Toby").nombre)
