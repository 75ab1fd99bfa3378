var cola = [1, 2, 3, 4]
print(cola.count)
cola = cola.dropFirst()
print(cola)
