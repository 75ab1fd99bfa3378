// Una subclase no puede sobrescribir una propiedad con otra almacenada.
class Mueble {
    var patas = 4
    var material = "madera"
}

class Taburete: Mueble {
    override var patas = 3
    override var material: String {
        get { "metal" }
        set { }
    }
}

print(Taburete().patas, Taburete().material)
