// Llamadas cuyo resultado se puede tirar, escritas como sentencias: no muestran nada
var lista = [1, 2, 3, 4]
lista.remove(at: 0)
lista.removeLast()
lista.removeFirst()
print(lista)
var vistos: Set = [1]
vistos.insert(2)
vistos.remove(1)
print(vistos)
var edades = ["Ana": 30]
edades.updateValue(31, forKey: "Ana")
edades.removeValue(forKey: "Ana")
print(edades.isEmpty)
var texto = "¡hola!"
texto.removeFirst()
texto.removeLast()
texto.remove(at: texto.startIndex)
print(texto)
@discardableResult func registrar(_ s: String) -> Int { print("registro:", s); return s.count }
registrar("entrada")
struct Pila {
    var elementos: [String] = []
    @discardableResult mutating func sacar() -> String? { elementos.popLast() }
}
class Cola {
    var elementos = [1, 2]
    @discardableResult func atender() -> Int { elementos.removeFirst() }
}
final class ColaUrgente: Cola {}
var pila = Pila(elementos: ["a", "b"])
pila.sacar()
let cola = ColaUrgente()
cola.atender()
print(pila.elementos, cola.elementos)
