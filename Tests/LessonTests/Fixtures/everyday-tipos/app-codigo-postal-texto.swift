// Un código postal que se lee de un texto y se vuelve a escribir: LosslessStringConvertible.
struct CodigoPostal: LosslessStringConvertible, Equatable {
    let numero: Int
    init?(_ texto: String) {
        guard texto.count == 5, let n = Int(texto) else { return nil }
        numero = n
    }
    var description: String {
        let cifras = String(numero)
        return String(repeating: "0", count: 5 - cifras.count) + cifras
    }
}

let entradas = ["28013", "08001", "123", "abcde"]
let validos = entradas.compactMap(CodigoPostal.init)
print(validos)
for codigo in validos {
    print(String(codigo), "\(codigo)", codigo)
}
print(String(describing: validos.first), validos.map(String.init))
print(CodigoPostal("08001") == CodigoPostal("08001"), CodigoPostal("1") as Any)
