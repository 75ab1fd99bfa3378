struct Punto {
    var x = 0
    var y = 0
}
var visitas: [Punto: Int] = [:]
print(visitas.count)
