// Interpolación de valores de muchos tipos, cadenas de varias líneas con líneas unidas por «\».
struct Punto { var x: Int; var y: Int }
enum Color { case rojo, verde }
class Gato { var nombre = "Michi" }
let p = Punto(x: 1, y: 2)
let opt: Int? = 5
let nada: String? = nil
let d = 3.0
let f: Float = 2.5
let arr = [1, 2]
let dic = ["a": 1]
let t = (1, "dos")
let ch: Character = "c"
let sub = "hola"[...]
print("p = \(p), color \(Color.rojo), gato \(Gato())")
print("opt \(opt), nada \(nada), d \(d), f \(f)")
print("arr \(arr) dic \(dic) t \(t) ch \(ch) sub \(sub)")
print("expr \(1 + 2 * 3) \(d / 3) \(Double(1) / 3) \(arr.map { $0 * 2 })")
print("bool \(true && false) rango \(1...3) \(0..<2)")
print("anidada \("int\("er")na")")
let x = 42
let raw = #"Sin escape \n y con \#(x) interpolado"#
print(raw)
let raw2 = ##"Dos # "\#(x)" \##(x)"##
print(raw2)
let multi = """
    Línea uno \(x)
      sangrada
    con "comillas" y \"""
    fin \
    unida \
        y sangrada
    """
print(multi)
print("tab\tfin", "uni\u{00F1}", "barra \\ ", "comilla \"")
print("\(opt ?? 0) \(nada ?? "vacío")")
print("\(String(describing: opt)) \(String(describing: nada))")
print("tipo \(type(of: p)) \(type(of: ch)) \(type(of: sub)) \(Int.self)")
