var encendido = true
encendido.toggle(true)
let nombre = "lucía"
print(nombre.uppercased(true))
var pila = [3, 1, 2]
let ultimo = pila.popLast(2)
print(pila.reversed(false), ultimo as Any)
print(pila.enumerated(1))
