// Un subíndice sin set solo se lee: asignarle es un error.
struct Semana {
    let dias = ["lunes", "martes", "miércoles"]
    subscript(numero: Int) -> String { dias[numero - 1] }
}
var semana = Semana()
print(semana[1])
semana[2] = "jueves"
