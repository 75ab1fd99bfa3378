/// A value as Swift Testing described it, rewritten as Swift source would write it in the
/// learner's own file: `Optional(Ejercicio.EstadoDePerfil.listo(perfil: "Ada"))` reads
/// `.listo(perfil: "Ada")`. Module qualifiers (the learner never named the module) and the
/// `Optional(…)` wrapper go; an enum case keeps only its leading dot. String literals are
/// left exactly as written.
///
/// In `prose` (an instructor's comment with values interpolated into it, «salió \(nuevo)») only
/// what Swift added goes: module qualifiers and `Optional(…)`; the instructor's own words
/// (`Pantalla.swift`, `siguiente(_:ante:)`) stay as they are.
enum SourceFormText {
    static func rewrite(_ text: String, modules: Set<String>, prose: Bool = false) -> String {
        let characters = Array(text)
        var out = ""
        var index = 0
        // For each open parenthesis: whether it belonged to an `Optional(` whose close is dropped.
        var dropClose: [Bool] = []
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                let end = stringEnd(characters, from: index)
                out += String(characters[index..<end])
                index = end
                continue
            }
            if isIdentifierStart(character), index == 0 || !isIdentifierPart(characters[index - 1]) {
                var path: [String] = []
                var end = index
                while true {
                    var word = ""
                    while end < characters.count, isIdentifierPart(characters[end]) { word.append(characters[end]); end += 1 }
                    path.append(word)
                    guard end + 1 < characters.count, characters[end] == ".", isIdentifierStart(characters[end + 1]) else { break }
                    end += 1
                }
                let precededByDot = index > 0 && characters[index - 1] == "."
                let qualified = path.count > 1 && modules.contains(path[0])
                while path.count > 1, modules.contains(path[0]) { path.removeFirst() }
                if path == ["Optional"], end < characters.count, characters[end] == "(" {
                    dropClose.append(true)
                    index = end + 1
                    continue
                }
                if !prose || qualified, path.count > 1, let last = path.last, last.first?.isLowercase == true,
                   path[path.count - 2].first?.isUppercase == true {
                    // `Semaforo.verde` as a value is an enum case: Swift source writes `.verde`.
                    out += (precededByDot ? "" : ".") + last
                } else {
                    out += path.joined(separator: ".")
                }
                index = end
                continue
            }
            if character == "(" { dropClose.append(false) }
            if character == ")", let drop = dropClose.popLast(), drop {
                index += 1
                continue
            }
            out.append(character)
            index += 1
        }
        return prose ? out : leadingDot(out)
    }

    /// A whole value that is a bare case name (`listo(perfil: "Ada")`, Swift's `description`)
    /// gets the dot Swift source gives an implicit member.
    private static func leadingDot(_ text: String) -> String {
        guard let first = text.first, first.isLowercase, first.isLetter else { return text }
        let word = String(text.prefix { isIdentifierPart($0) })
        if ["true", "false", "nil"].contains(word) { return text }
        let rest = text.dropFirst(word.count)
        guard rest.isEmpty || rest.first == "(" else { return text }
        return "." + text
    }

    private static func stringEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            if characters[index] == "\"" { return index + 1 }
            index += 1
        }
        return characters.count
    }

    private static func isIdentifierStart(_ character: Character) -> Bool { character.isLetter || character == "_" }
    private static func isIdentifierPart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
