// Dos structs que se contienen el uno al otro: swiftc señala el nombre de cada propiedad
struct Alumno { var aula: Aula }
struct Aula { var a: Alumno }
struct Nodo { var valor: Int; var v: Nodo? }
print("nada")
