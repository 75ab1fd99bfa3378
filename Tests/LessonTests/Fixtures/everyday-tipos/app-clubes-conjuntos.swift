// Clubes del colegio y álgebra de conjuntos
let ajedrez: Set<String> = ["Ana", "Luis", "Marta", "Pedro"]
let futbol: Set<String> = ["Luis", "Pedro", "Jorge", "Elena"]
let teatro: Set = ["Marta", "Elena", "Sofía"]

func lista(_ s: Set<String>) -> String {
    s.sorted().joined(separator: ", ")
}

print("Ajedrez y fútbol: \(lista(ajedrez.intersection(futbol)))")
print("Todos: \(lista(ajedrez.union(futbol).union(teatro)))")
print("Solo ajedrez: \(lista(ajedrez.subtracting(futbol).subtracting(teatro)))")
print("En uno de los dos: \(lista(ajedrez.symmetricDifference(futbol)))")
print(ajedrez.isDisjoint(with: teatro), Set(["Ana", "Luis"]).isSubset(of: ajedrez))
print(ajedrez.union(futbol).isSuperset(of: futbol))

var inscritos = ajedrez
let (nuevo, _) = inscritos.insert("Raúl")
let (repetido, miembro) = inscritos.insert("Ana")
print(nuevo, repetido, miembro)
if let quitado = inscritos.remove("Pedro") {
    print("Se fue \(quitado)")
}
print(inscritos.remove("Nadie") as Any)
print(inscritos.count, inscritos.contains("Raúl"))

var numeros: Set<Int> = [1, 1, 2, 3, 5, 8, 13]
print(numeros.count)
numeros.formUnion([21, 34])
numeros.subtract([1, 2])
numeros.formIntersection(Set(0...20))
print(numeros.sorted())
let pares = numeros.filter { $0 % 2 == 0 }
print(type(of: pares), pares.sorted())
let dobles = numeros.map { $0 * 2 }.sorted()
print(dobles)
print(numeros.min() ?? 0, numeros.max() ?? 0, numeros.reduce(0, +))

let clubes = ["ajedrez": ajedrez, "fútbol": futbol, "teatro": teatro]
var cuentaPorAlumno: [String: Int] = [:]
for (_, miembros) in clubes {
    for m in miembros {
        cuentaPorAlumno[m, default: 0] += 1
    }
}
let enVarios = cuentaPorAlumno.filter { $0.value > 1 }.map(\.key).sorted()
print("En varios clubes: \(enVarios)")
let masGrande = clubes.max { ($0.value.count, $0.key) < ($1.value.count, $1.key) }!
print("Club con más gente: \(masGrande.key) (\(masGrande.value.count))")

let letras = Set("murciélago")
let vocales = Set("aeiouáéíóú")
print(letras.intersection(vocales).count, letras.subtracting(vocales).sorted())
let a: Set = [1, 2, 3]
let b: Set = [3, 2, 1]
print(a == b, a.hashValue == b.hashValue)
print(Set([1, 2]).isStrictSubset(of: a), a.isEmpty, Set<Int>().isEmpty)
