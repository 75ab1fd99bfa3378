// Aficiones de cada alumno: un diccionario de conjuntos que se rellena con default
var aficiones: [String: Set<String>] = [:]
let respuestas = [("Lara", "ajedrez"), ("Unai", "fútbol"), ("Lara", "piano"), ("Lara", "ajedrez"), ("Unai", "cine")]
for (alumno, aficion) in respuestas {
    _ = aficiones[alumno, default: []].insert(aficion)
}
for alumno in aficiones.keys.sorted() {
    print(alumno, aficiones[alumno]!.sorted(), aficiones[alumno]!.count)
}

var porInicial: [Character: Set<String>] = [:]
for palabra in ["sol", "sal", "mar", "sol", "mes"] {
    porInicial[palabra.first!, default: Set()].insert(palabra)
}
print(porInicial.keys.sorted().map { "\($0): \(porInicial[$0]!.sorted())" })
let vacio = aficiones["Nadie", default: []]
print(vacio.isEmpty, type(of: vacio))
_ = aficiones["Unai", default: ["nada"]].remove("cine")
print(aficiones["Unai"]!.sorted(), aficiones["Eva", default: ["leer"]].contains("leer"))
