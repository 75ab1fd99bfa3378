import Foundation

let lecturas = "12.5, 14.0, -2.25, 30.1, abc, 18, , 22.75"

let valores = lecturas
    .components(separatedBy: ",")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .compactMap(Double.init)

print("Válidas: \(valores.count)")
let media = valores.reduce(0, +) / Double(valores.count)
print(String(format: "Media: %.3f", media))
let varianza = valores.map { pow($0 - media, 2) }.reduce(0, +) / Double(valores.count)
print(String(format: "Desviación: %.4f", sqrt(varianza)))

func clasificar(_ t: Double) -> String {
    switch t {
    case ..<0: return "helada"
    case 0..<15: return "frío"
    case 15..<25: return "templado"
    default: return "calor"
    }
}

for t in valores.sorted() {
    print(t, clasificar(t))
}

var porClase = [String: [Double]]()
for t in valores {
    porClase[clasificar(t), default: []].append(t)
}
for clase in porClase.keys.sorted() {
    let ts = porClase[clase]!
    print("\(clase): \(ts.count) -> máx \(ts.max()!)")
}

let fahrenheit = valores.map { $0 * 9 / 5 + 32 }
print(fahrenheit.map { String(format: "%.1f", $0) }.joined(separator: " | "))
let redondeadas = valores.map { Int($0.rounded()) }
print(redondeadas, redondeadas.reduce(0, +))
print(valores.firstIndex(where: { $0 < 0 }) ?? -1, valores.lastIndex(where: { $0 > 20 }) ?? -1)
let escalones = stride(from: -5.0, through: 30.0, by: 7.5).map { $0 }
print(escalones)
print(floor(-2.25), ceil(-2.25), round(22.5), abs(-3.5))
