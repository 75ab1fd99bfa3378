import Foundation
// String and Character: splitting, joining, slicing, characters, indices, conversions, literals.
let frase = "hola mundo bonito"
let palabras = frase.split(separator: " ")
print(palabras, palabras.count, palabras[1])
print(frase.components(separatedBy: " "), "a,b,,c".components(separatedBy: ","), "a,b,,c".split(separator: ","))
print(palabras.joined(separator: "-"), ["x", "y"].joined())
var s = "abc"
s.append("d")
s.append(contentsOf: "ef")
s += "g"
print(s, s.count)
print(s.prefix(2), s.suffix(3), s.dropFirst(), s.dropLast(2), String(s.reversed()))
print(String(s.prefix(3)).uppercased(), s.hasPrefix("ab"), s.contains("cd"))
let mezcla = "a1B2 c3!"
print(mezcla.filter { $0.isLetter }, mezcla.filter { $0.isNumber }, mezcla.filter(\.isUppercase))
print(mezcla.map { $0.isLetter ? "L" : "_" }.joined(), Array("hey"), Array("hey").count)
let c: Character = "x"
print(c, c.isLetter, c.isNumber, c.isUppercase, Character("7").isNumber, c.isWhitespace, Character("Q").isUppercase)
print(String(c) + "y", "\(c)z", c == "x")
let texto = "Swift"
print(texto[texto.startIndex], texto[texto.index(after: texto.startIndex)], texto[texto.index(texto.startIndex, offsetBy: 2)])
print(texto[texto.index(before: texto.endIndex)], texto.first!, texto.last!, texto.lowercased(), texto.uppercased())
let i = texto.firstIndex(of: "i")!
print(texto[..<i], texto[i...])
print("  hola  ".trimmingCharacters(in: .whitespaces), "\n x \n".trimmingCharacters(in: .whitespacesAndNewlines) + "|")
print(Int("42") as Any, Int("cuatro") as Any, Int("42")! + 1, Double("2.5")!, Int("") as Any)
let n = Int("12") ?? 0
print(n * 2, String(describing: n), String(describing: [1, 2]), String(describing: Optional(3)), String(42), String(2.5))
print(String(describing: "texto"), "\(Optional(4) as Any)")
let crudo = #"una "cita" y \n sin escape"#
print(crudo)
let interpolado = #"valor: \#(n)"#
print(interpolado)
let poema = """
    Caminante,
      no hay camino
    se hace "al andar"
    """
print(poema)
print(poema.split(separator: "\n").count)
for ch in "ñú" { print(ch, terminator: ".") }
print()
print("abc".contains("b"), "abc".contains(Character("z")), "Hola".lowercased() == "hola")
print("ab" < "b", "uno dos".split(separator: " ").map { $0.uppercased() }, "x-y".split(separator: "-").map(String.init))
print("a b".replacingOccurrences(of: " ", with: "_"), "abc".reversed().map { String($0) })
print("hola".count, "".isEmpty, "abc".first.map { String($0) } ?? "-")
var letras = ""
for (k, ch) in "xyz".enumerated() { letras += "\(k)\(ch)" }
print(letras, Array("ab").map { String($0) + "!" })
print("Hola Mundo".filter { !$0.isWhitespace }, String(repeating: "=", count: 5))
print("a,b;c".split(whereSeparator: { $0 == "," || $0 == ";" }), "tres".uppercased().first!)
// Raw strings: a backslash is text unless followed by as many # as the delimiter.
print(#"a\#u{41}b"#, #"c\#'d"#, #"tab\#tfin"#, ##"x\#ny"##, #"lit\n"#, #"q\#"q"#)
let veces = 3
print(#"veces = \#(veces), \(veces)"#)
