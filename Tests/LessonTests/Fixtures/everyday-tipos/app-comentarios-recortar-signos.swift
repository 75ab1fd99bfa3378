// Limpiar los comentarios de una encuesta: recortar espacios, signos y cifras de los bordes
import Foundation

let comentarios = ["  ¡Me encantó!  ", "...regular...", "¿Volveré? ¡Seguro!", "\t10/10\n", "2024: muy bien 5", "(sin opinión)"]
for c in comentarios {
    let sinEspacios = c.trimmingCharacters(in: .whitespacesAndNewlines)
    let sinSignos = sinEspacios.trimmingCharacters(in: .punctuationCharacters)
    print("[\(sinEspacios)] [\(sinSignos)] [\(sinEspacios.trimmingCharacters(in: .decimalDigits))]")
}
let etiquetas = "#viaje, #playa!, (verano)".components(separatedBy: ", ")
    .map { $0.trimmingCharacters(in: .punctuationCharacters) }
print(etiquetas)
print(" a b ".trimmingCharacters(in: .whitespaces), "x".trimmingCharacters(in: .letters).isEmpty,
      "abc123".trimmingCharacters(in: .letters), "+-1+".trimmingCharacters(in: .symbols))
