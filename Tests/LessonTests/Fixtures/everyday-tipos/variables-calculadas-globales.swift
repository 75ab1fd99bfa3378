// Variables calculadas en el nivel superior: su cuerpo se ejecuta en cada lectura
var contador = 0
var siguiente: Int { contador += 1; return contador }
var doble: Int { 2 * 21 }
struct Ajustes { var idioma = "es" }
var ajustes = Ajustes()
var saludo: String {
    switch ajustes.idioma {
    case "es": return "hola"
    default: return "hello"
    }
}
func mostrar() -> String { "\(saludo) \(doble)" }
print(doble, siguiente, siguiente)
print(mostrar())
ajustes.idioma = "en"
print(mostrar(), [siguiente, siguiente])
let copia = siguiente
print(copia, contador)
