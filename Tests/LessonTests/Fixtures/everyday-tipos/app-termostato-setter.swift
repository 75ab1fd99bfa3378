// Asignar a una propiedad calculada ejecuta solo su set: el get (que cuenta lecturas) no corre.
struct Termostato {
    static var lecturas = 0
    var celsius: Double
    var fahrenheit: Double {
        get {
            Termostato.lecturas += 1
            return celsius * 9 / 5 + 32
        }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
class Sala {
    var escrituras = 0
    var lecturas = 0
    var termostato = Termostato(celsius: 20)
    var grados: Double {
        get { lecturas += 1; return termostato.celsius }
        set { escrituras += 1; termostato.celsius = newValue }
    }
}
var t = Termostato(celsius: 25)
print(t.fahrenheit, Termostato.lecturas)
t.fahrenheit = 212
print(t.celsius, Termostato.lecturas)
t.fahrenheit += 18
print(t.celsius, Termostato.lecturas)
let sala = Sala()
sala.grados = 18
sala.grados = 19
print(sala.lecturas, sala.escrituras)
sala.grados += 1
print(sala.grados, sala.lecturas, sala.escrituras)
