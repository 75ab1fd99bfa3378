func primeraPalabra(_ texto: String) -> String {
    let partes = texto.split(separator: " ")
    guard let primera = partes.first else { return "" }
    return primera
}
print(primeraPalabra("hola mundo"))
