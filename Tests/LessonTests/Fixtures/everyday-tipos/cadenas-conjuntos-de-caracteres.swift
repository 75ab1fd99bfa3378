import Foundation
// Separar y recortar con los caracteres de un texto: CharacterSet(charactersIn:).
print("a-b_c".components(separatedBy: CharacterSet(charactersIn: "-_")))
let separadores = ",;"
let campos = "1,2;3,,4".components(separatedBy: CharacterSet(charactersIn: separadores))
print(campos, campos.count)
print("  x ".trimmingCharacters(in: CharacterSet(charactersIn: " x")))
print("¡¡hola!!".trimmingCharacters(in: CharacterSet(charactersIn: "¡!")))
print("42 ".trimmingCharacters(in: CharacterSet.whitespaces))
print("a b\tc".components(separatedBy: CharacterSet.whitespaces))
func limpiar(_ palabra: String) -> String {
    palabra.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?¿¡\"'"))
}
for palabra in "¿Quién dijo: \"Hola, mundo\"?".split(separator: " ") {
    print(limpiar(String(palabra)))
}
let s: Substring = "--abc--"[...]
print(s.trimmingCharacters(in: CharacterSet(charactersIn: "-")))
