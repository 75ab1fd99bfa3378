func tipo(de c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú": return "vocal"
    case "0"..."9": return "dígito"
    case " ", "\t", "\n": return "espacio"
    case _ where c.isLetter: return "consonante"
    case _ where c.isPunctuation: return "puntuación"
    default: return "otro"
    }
}
func imc(_ peso: Double, _ altura: Double) -> String {
    let valor = peso / (altura * altura)
    switch valor {
    case ..<18.5: return "bajo peso"
    case 18.5..<25: return "normal"
    case 25..<30: return "sobrepeso"
    default: return "obesidad"
    }
}
func cuadrante(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origen"
    case (_, 0): return "eje X"
    case (0, _): return "eje Y"
    case let (x, y) where x == y: return "diagonal"
    case (1..., 1...): return "primero"
    case (..<0, 1...): return "segundo"
    case (..<0, ..<0): return "tercero"
    default: return "cuarto"
    }
}
func dia(_ n: Int) -> String {
    var partes: [String] = []
    switch n {
    case 6:
        partes.append("sábado")
        fallthrough
    case 7:
        partes.append("fin de semana")
    case 1...5:
        partes.append("laborable")
    default:
        partes.append("¿?")
    }
    return partes.joined(separator: ", ")
}
let frase = "¡Hola, 2 mundos!"
var cuenta: [String: Int] = [:]
for c in frase.lowercased() { cuenta[tipo(de: c), default: 0] += 1 }
print(cuenta.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
print(imc(50, 1.80), imc(70, 1.75), imc(85, 1.75), imc(120, 1.70))
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (2, 5), (-1, 3), (-2, -5), (3, -3)] { print(p, cuadrante(p)) }
print((1...7).map(dia))
let comando = "mover norte 3"
let partes = comando.split(separator: " ").map(String.init)
switch (partes.first, partes.count) {
case ("mover"?, 3):
    if let pasos = Int(partes[2]) { print("muevo \(pasos) al \(partes[1])") }
case ("salir"?, _): print("adiós")
case (nil, _): print("vacío")
default: print("no entiendo")
}
for n in 1...30 where n % 3 == 0 && n % 5 == 0 { print("FizzBuzz en", n) }
let notas = [("Ana", 9.5), ("Luis", 4.0), ("Eva", 7.25)]
for (nombre, nota) in notas where nota >= 5 { print(nombre, nota) }
let respuesta = "Sí"
switch respuesta.lowercased() {
case "sí", "si", "s": print("afirmativo")
case "no", "n": print("negativo")
default: print("ni idea")
}
