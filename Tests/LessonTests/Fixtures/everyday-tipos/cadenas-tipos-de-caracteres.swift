// Comparar tipos de texto como valores: Character.self, [Character].self, Substring.self.
let c: Character = "a"
print(type(of: c) == Character.self)
print(type(of: [c]) == [Character].self)
print(type(of: "ab".first) == Optional<Character>.self)
print(type(of: "ab".dropFirst()) == Substring.self)
print(type(of: "ab") == String.self)
print(type(of: "ab") == Character.self)
print(type(of: 1) == Int.self)
print(Character.self)
print([Character].self)
print(type(of: c))
let letras = Array("hola")
if type(of: letras) == [Character].self {
    print("es un array de caracteres")
}
print("abc".contains(""))
print("".contains(""))
print("abc".contains("bc"))
let r: Result<Substring, Error> = .success("hola"[...])
print(r)
print(type(of: r) == Result<Substring, Error>.self)
print(Set<Character>.self, [Character: Int].self, Optional<Substring>.self)
print(type(of: Set("aba")) == Set<Character>.self)
var cuenta: [Character: Int] = [:]
print(type(of: cuenta) == [Character: Int].self)
cuenta["a"] = 1
