class Alumno {
    var nombre: String
    var nota: Double
}
let a = Alumno()
print(a.nombre)
