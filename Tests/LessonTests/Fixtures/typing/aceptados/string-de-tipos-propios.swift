struct Hora: CustomStringConvertible {
    var h: Int
    var description: String { "\(h)h" }
}
enum Color: String { case rojo }
let h = Hora(h: 9)
print(String(describing: h), "\(h)")
print(String(Color.rojo.rawValue), String(42), String(3.5), String("xy".reversed()))
protocol Figura { var area: Double { get } }
struct Cuadrado: Figura { var lado: Double; var area: Double { lado * lado } }
let figuras: [Figura] = [Cuadrado(lado: 2)]
print(figuras.map { $0.area })
