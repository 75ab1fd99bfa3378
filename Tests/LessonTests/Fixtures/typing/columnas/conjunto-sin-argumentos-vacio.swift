var etiquetas: Set = []
etiquetas.insert("urgente")
print(etiquetas.count)
