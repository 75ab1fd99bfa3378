// Un miembro que Array no tiene, en una función que nadie llama: swiftc lo rechaza igual.
func anotar(_ tarea: String, en lista: inout [String]) {
    lista.apend(tarea)
}
var pendientes: [String] = []
print(pendientes.count)
