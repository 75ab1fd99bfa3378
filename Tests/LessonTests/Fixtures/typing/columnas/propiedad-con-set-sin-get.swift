// Una propiedad calculada con 'set' necesita también 'get'.
struct Volumen {
    var nivel = 5

    var porcentaje: Int {
        set {
            nivel = newValue / 10
        }
    }
}

var v = Volumen()
v.porcentaje = 80
print(v.nivel)
