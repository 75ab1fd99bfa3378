// Diccionarios: literales, subíndices, valores por defecto, borrar con nil
var edades: [String: Int] = ["Ana": 31, "Luis": 25, "Marta": 40]
print(edades["Ana"] ?? 0)
print(edades["Pedro"] ?? -1)
print(edades["Luis"] as Any)
print(edades["Nadie"] as Any)
edades["Pedro"] = 19
edades["Ana"] = 32
print(edades.count, edades.isEmpty)
edades["Luis"] = nil
print(edades.count, edades["Luis"] == nil)
for (nombre, edad) in edades.sorted(by: { $0.key < $1.key }) {
    print("\(nombre) tiene \(edad) años")
}
let texto = "el perro y el gato y el pez"
var frecuencias: [String: Int] = [:]
for palabra in texto.split(separator: " ") {
    frecuencias[String(palabra), default: 0] += 1
}
for clave in frecuencias.keys.sorted() {
    print(clave, frecuencias[clave]!)
}
var vacio = [Int: String]()
print(vacio.isEmpty, vacio.count, vacio)
vacio[3] = "tres"
print(vacio)
if let edad = edades["Marta"] {
    print("Marta: \(edad)")
}
if let _ = edades["Zoe"] {
    print("no debería")
} else {
    print("Zoe no está")
}
let claves = Array(edades.keys).sorted()
let valores = Array(edades.values).sorted()
print(claves, valores)
print(edades.keys.contains("Ana"), edades.values.contains(40))
print(edades.keys.count, edades.values.count)
let total = edades.values.reduce(0, +)
print("total:", total)
var listas: [String: [Int]] = [:]
listas["pares", default: []].append(2)
listas["pares", default: []].append(4)
listas["impares", default: []].append(1)
print(listas["pares"]!, listas["impares"]!, listas["otros"] ?? [])
var notas = ["mate": 7.5, "lengua": 8.0]
notas["mate"]! += 1
print(notas["mate"]!)
notas["historia", default: 5.0] *= 2
print(notas.sorted { $0.key < $1.key })
