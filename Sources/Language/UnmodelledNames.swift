/// Type names the checker does not model: generic parameters (`<T: Equatable>`) and a protocol's
/// associated types. The type checker treats them as types it knows nothing of rather than as
/// names that do not exist, so a program that uses them is never refused for it. (Protocols
/// themselves are declarations of the program, modelled as types.)
public enum UnmodelledNames {
    /// What one file says of the names the checker does not model, read in one pass of the lexer:
    /// protocol and generic parameter names, names captured by closures, whether it imports a
    /// module the checker does not know, and whether it imports Foundation (whose String methods,
    /// `components(separatedBy:)` and the like, the standard library lacks).
    public static func read(_ source: SourceFile) -> (names: Set<String>, importsUnknownModules: Bool, importsFoundation: Bool,
                                                     importsComposableArchitecture: Bool) {
        let tokens = Lexer.tokenize(source).tokens
        return (typeNames(in: tokens).union(capturedNames(in: tokens)), importsUnknownModules(in: tokens), tokens.imports("Foundation"),
                tokens.imports(ComposableArchitecture.moduleName))
    }

    static func typeNames(in tokens: [Token]) -> Set<String> {
        var names = Set<String>()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isKeyword("associatedtype"),
               index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                names.insert(tokens[index + 1].text)
            }
            // `func f<T, U: P>`, `struct Pila<Elemento>`, `func <~> <T: Comparable>`: the names at depth one of the clause.
            if token.kind == .identifier || token.kind == .oper && index > 0 && tokens[index - 1].isKeyword("func"), index > 0,
               ["func", "struct", "enum", "class", "init"].contains(where: { tokens[index - 1].isKeyword($0) }) || token.text == "init",
               index + 1 < tokens.count, tokens[index + 1].kind == .oper, tokens[index + 1].text.hasPrefix("<") {
                var cursor = index + 1
                var depth = 0
                var expectingName = true
                while cursor < tokens.count {
                    let t = tokens[cursor]
                    if t.kind == .oper {
                        depth += t.text.filter { $0 == "<" }.count - t.text.filter { $0 == ">" }.count
                        if depth <= 0 { break }
                        expectingName = cursor == index + 1
                    } else if t.kind == .comma, depth == 1 {
                        expectingName = true
                    } else if t.kind == .identifier, expectingName, depth == 1 {
                        names.insert(t.text)
                        expectingName = false
                    } else if t.kind == .leftBrace || t.kind == .leftParen || t.kind == .endOfFile {
                        break
                    }
                    cursor += 1
                }
            }
            index += 1
        }
        return names
    }

    /// Modules a file imports beyond the ones whose names the checker knows: their names are
    /// not modelled, so an unknown name may be one of theirs.
    static func importsUnknownModules(in tokens: [Token]) -> Bool {
        let known: Set<String> = ["Foundation", "Swift", "Observation", "Dispatch", "Glibc", "Darwin", ComposableArchitecture.moduleName]
        for index in tokens.indices.dropLast() where tokens[index].isKeyword("import") {
            var next = index + 1
            // `import struct Foundation.Date`: the module is the first name after the kind.
            if ["struct", "enum", "class", "func", "protocol", "typealias", "var", "let"].contains(tokens[next].text),
               next + 1 < tokens.count { next += 1 }
            if !known.contains(tokens[next].text) { return true }
        }
        return false
    }

    /// Names a closure's capture list binds (`{ [nombre = estado.nombre, self] in … }`): the
    /// parser reads the list and drops it.
    static func capturedNames(in tokens: [Token]) -> Set<String> {
        var names = Set<String>()
        var index = 0
        while index + 1 < tokens.count {
            if tokens[index].kind == .leftBrace, tokens[index + 1].kind == .leftBracket {
                var cursor = index + 2
                var expectingName = true
                while cursor < tokens.count, tokens[cursor].kind != .rightBracket, tokens[cursor].kind != .rightBrace {
                    let t = tokens[cursor]
                    if t.kind == .comma { expectingName = true }
                    else if t.kind == .identifier, expectingName, !["weak", "unowned"].contains(t.text) {
                        names.insert(t.text)
                        expectingName = false
                    }
                    cursor += 1
                }
                index = cursor
            }
            index += 1
        }
        return names
    }
}
