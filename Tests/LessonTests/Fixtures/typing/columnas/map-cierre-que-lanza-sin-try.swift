enum ErrorDeTexto: Error { case noEsNumero }
func aNumero(_ texto: String) throws -> Int {
    guard let n = Int(texto) else { throw ErrorDeTexto.noEsNumero }
    return n
}
let textos = ["1", "2", "x"]
do {
    let numeros = textos.map { try aNumero($0) }
    print(numeros)
} catch {
    print("falló")
}
