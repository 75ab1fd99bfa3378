// Un informe de notas que olvida «import Foundation» y usa String(format:)
let notas = [7.25, 8.5, 6.0]
let media = notas.reduce(0, +) / Double(notas.count)
print("Media:", media)
let texto = String(format: "%.1f", media)
print(texto)
