print("hola".debugDescription)
let o: String? = "x"
print(o.debugDescription)
print([1, 2].debugDescription, ["a", "b"].debugDescription)
let c: Character = "c"
print(c.debugDescription)
print(2.5.debugDescription, true.description)
let nada: Int? = nil
print(nada.debugDescription)
print(["k": "v"].debugDescription)
print((1...3).debugDescription)
let texto = "a\"b\n"
print(texto.debugDescription, texto.description)
print(String(reflecting: texto))
debugPrint(texto, c, o as Any)
print("hola mundo".split(separator: " ")[0].debugDescription)
struct Ficha: CustomDebugStringConvertible, CustomStringConvertible {
    var n: Int
    var description: String { "ficha \(n)" }
    var debugDescription: String { "Ficha(n: \(n))" }
}
let f = Ficha(n: 2)
print(f, f.debugDescription)
debugPrint(f)
print(String(reflecting: f), String(describing: f))
print([f].debugDescription, [f])
let s: Set = [1]
print(s.debugDescription)
