// Array y Dictionary sin argumentos ante un literal vacío: swiftc no sabe de qué son.
var cola: Array = []
cola.append(1)
let precios: Dictionary = [:]
let nombres: Array = ["ana", "eva"]
print(cola, precios, nombres)
