// asciiValue is a UInt8?: converted to Int to compute with it.
let palabra = "Hola!"
for letra in palabra {
    print(letra, letra.asciiValue ?? 0, Int(letra.asciiValue ?? 0) + 1)
}
let c: Character = "ñ"
print(c.asciiValue as Any, c.asciiValue == nil)
if let a = Character("a").asciiValue, let z = Character("z").asciiValue {
    print(Int(z) - Int(a) + 1)
}
let codigos = palabra.compactMap { $0.asciiValue }.map { Int($0) }
print(codigos)
