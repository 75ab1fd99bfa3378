let probadas: Set<Int> = [1, 3, 5]
let f = probadas.contains
print(f(3), f(4))
let xs = [1, 2, 3]
print(xs.map(String.init))
print([3, 1].sorted(by: <))
func esPar(_ n: Int) -> Bool { n % 2 == 0 }
print(xs.filter(esPar))
let nombres = ["ana", "luis"]
print(nombres.map { $0.uppercased() })
let g = nombres.contains
print(g("ana"))
let arr = [4, 5]
let h = arr.contains
print(h(5))
print(xs.contains(where: esPar))
let s = "hola"
let pref = s.hasPrefix
print(pref("ho"))
print(["1", "x", "3"].compactMap(Int.init))
print(xs.map(Double.init))
struct Persona { var nombre: String; func saludar() -> String { "hola \(nombre)" } }
let p = Persona(nombre: "Eva")
let saludo = p.saludar
print(saludo())
let metodo = Persona.saludar
print(metodo(p)())
print([p].map(Persona.saludar).count)
print(xs.reduce(0, +))
print(xs.map(esPar))
class Sensor {
    var lecturas: [Int] = []
    func media() -> Double { lecturas.isEmpty ? 0 : Double(lecturas.reduce(0, +)) / Double(lecturas.count) }
}
let s1 = Sensor(); s1.lecturas = [1, 2, 3]
let s2 = Sensor(); s2.lecturas = [10]
print([s1, s2].map(Sensor.media))
var vistos: Set<String> = ["ana"]
let yaVisto = vistos.contains
vistos.insert("luis")
print(yaVisto("luis"), vistos.contains("luis"))
print(nombres.filter(vistos.contains))
print("murcielago".filter("aeiou".contains))
print(["ana", "luisa", "eva"].filter("ana luis".contains))
let pares: Set = [2, 4, 6]
print(pares.isSubset(of: [2, 4, 6, 8]), [1, 2, 3, 4].map(pares.contains))
print((1...10).filter((3..<6).contains))
