// Una clave de otro tipo a la izquierda de '??': swiftc señala la clave.
var existencias: [String: Int] = ["clavos": 100, "brocas": 8]

func gastar(_ cuantos: Int, de referencia: Int) -> Int {
    let quedan = (existencias[referencia] ?? 0) - cuantos
    return quedan
}

let total = existencias["clavos"] ?? 0
print(total, gastar(3, de: 7))
