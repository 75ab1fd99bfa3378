// index(_:offsetBy:limitedBy:): nil cuando se pasa del límite, también en un Substring.
let palabra = "murciélago"
if let i = palabra.index(palabra.startIndex, offsetBy: 4, limitedBy: palabra.endIndex) {
    print(palabra[..<i], palabra[i])
}
print(palabra.index(palabra.startIndex, offsetBy: 40, limitedBy: palabra.endIndex) == nil)
let cola = palabra.dropFirst(3)
if let j = cola.index(cola.startIndex, offsetBy: 2, limitedBy: cola.endIndex) {
    print(cola[j], palabra[j], cola[..<j])
}
print(cola.index(cola.endIndex, offsetBy: -3, limitedBy: cola.startIndex).map { cola[$0...] } ?? "nada")
print(cola.index(cola.endIndex, offsetBy: -30, limitedBy: cola.startIndex) == nil)
