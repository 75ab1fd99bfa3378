// Extensiones de los tipos de la biblioteca que un alumno escribe: Set, Dictionary,
// Character, Optional, además de String e Int.
extension Set {
    var descripcion: String { "conjunto de \(count)" }
    func tieneAlguno(de otros: [Element]) -> Bool { otros.contains { contains($0) } }
}
extension Character {
    var esVocal: Bool { "aeiouáéíóú".contains(self.lowercased()) }
}
extension Dictionary where Value == Int {
    var totalValores: Int { values.reduce(0, +) }
    func claveMayor() -> Key? { self.max { $0.value < $1.value }?.key }
}
extension Optional {
    var estaVacio: Bool { self == nil }
}
extension String {
    var sinVocales: String { String(filter { !$0.esVocal }) }
    func recortado() -> String { String(drop { $0 == " " }) }
}
extension Int {
    func veces(_ accion: () -> Void) { for _ in 0..<self { accion() } }
    var esPar: Bool { self % 2 == 0 }
}

let colores: Set = ["rojo", "verde", "azul"]
print(colores.descripcion, colores.tieneAlguno(de: ["negro", "azul"]), colores.tieneAlguno(de: []))
let letra: Character = "E"
print(letra.esVocal, Array("murciélago").filter { $0.esVocal })
let votos = ["Ana": 3, "Luis": 7, "Eva": 5]
print(votos.totalValores, votos.claveMayor() ?? "nadie")
let nada: Int? = nil
let algo: String? = "x"
print(nada.estaVacio, algo.estaVacio)
print("programación".sinVocales, "[" + "   hola ".recortado() + "]")
3.veces { print("¡hola!") }
print(4.esPar, (1...9).filter(\.esPar))
let numeros = [1, 2, 5, 1, 8]
print(numeros.prefix { $0 < 3 }, numeros.drop { $0 < 3 }, numeros.prefix(while: { $0 < 5 }))
