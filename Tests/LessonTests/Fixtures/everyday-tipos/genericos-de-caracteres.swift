// Tipos genéricos del programa con Character y Substring: se nombran como en Swift (Pila<Character>, no Pila<String>); un literal de texto junto a un Character es un Character.
struct Pila<Elemento> {
    private(set) var elementos: [Elemento] = []
    mutating func apilar(_ e: Elemento) { elementos.append(e) }
    mutating func desapilar() -> Elemento? { elementos.popLast() }
    var cima: Elemento? { elementos.last }
}
enum Nodo<T> { case hoja(T), par(T, T) }
func balanceado(_ texto: String) -> Bool {
    var pila = Pila<Character>()
    let pares: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in texto {
        if "([{".contains(c) { pila.apilar(c) }
        else if let abre = pares[c] {
            guard pila.desapilar() == abre else { return false }
        }
    }
    print(pila, type(of: pila))
    return pila.cima == nil
}
print(balanceado("(a[b]{c})"), balanceado("(]"), balanceado("(("))
let n = Nodo.hoja(Character("z"))
print(n, type(of: n), Nodo.par("a" as Character, "b"))
let partes = "uno dos".split(separator: " ")
var ps = Pila<Substring>()
ps.apilar(partes[0])
print(ps, ps.cima!, type(of: ps.cima!))
let cajas = [Pila<Character>(), Pila<Character>()]
print(cajas.count, type(of: cajas))
struct Caja<T> { var items: [T] = [] }
var cc = Caja<Character>()
print(type(of: cc))
cc.items.append("a")
print(type(of: cc), cc)
let c = Caja(items: [Character("x")])
print(type(of: c), c)
let d: Caja<Character> = Caja(items: ["y"])
print(type(of: d))
let e = Caja<Character>(items: ["y"])
print(type(of: e))
