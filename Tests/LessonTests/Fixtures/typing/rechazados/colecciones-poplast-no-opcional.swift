var pila = [1, 2, 3]
let tope: Int = pila.popLast()
print(tope)
