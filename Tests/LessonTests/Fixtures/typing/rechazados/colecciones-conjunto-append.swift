var etiquetas: Set<String> = ["swift"]
etiquetas.append("ios")
print(etiquetas.count)
