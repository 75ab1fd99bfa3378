struct Punto { var x = 0 }
extension Punto {
    var doble: Int { x * 2 }
    static var origen = Punto()
    func desplazado(_ d: Int) -> Punto { Punto(x: x + d) }
}
class Recurso {
    let nombre: String
    init(nombre: String) { self.nombre = nombre }
    deinit { print("libero \(nombre)") }
}
enum Dia: Int { case lunes = 1, martes }
func usar() {
    let r = Recurso(nombre: "r1")
    print(r.nombre)
}
usar()
print(Punto(x: 3).doble, Punto.origen.x, Punto().desplazado(4).x, Dia.martes.rawValue)
var conteo = ["a": 1]
conteo["b", default: 0] += 2
print(conteo["b"]!)
