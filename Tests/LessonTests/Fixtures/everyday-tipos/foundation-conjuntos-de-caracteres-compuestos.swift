import Foundation
// Conjuntos de caracteres escritos en el sitio: por nombre, de un texto, invertidos, unidos, restados.
let s = "¡Hola, mundo! ¿Qué tal?"
print(s.trimmingCharacters(in: CharacterSet(charactersIn: "¡!¿?")))
print(s.components(separatedBy: .whitespaces))
print(s.components(separatedBy: CharacterSet(charactersIn: ",!?")).count)
print(s.trimmingCharacters(in: .punctuationCharacters))
print(s.trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.whitespaces)))
print(s.components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty })
print("  12abc34  ".trimmingCharacters(in: .decimalDigits.union(.whitespaces)))
print(s.components(separatedBy: .punctuationCharacters.inverted.subtracting(.whitespaces)).count)
let signos = "¡!¿?,"
print(s.trimmingCharacters(in: CharacterSet(charactersIn: signos).union(.whitespaces)))
print("a1b2".components(separatedBy: CharacterSet(charactersIn: "0123456789").inverted))
