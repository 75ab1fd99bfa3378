import Messages
import Interpreter
import Typing

/// A type as the learner types it after `:contar` or `:comparar` (`Destino`, `Destino?`,
/// `(Bool, Bool)`, `Perfil.ID`), or why it is not one, with the nearest names.
public enum TypeLookup {
    public enum Failure: Error, Equatable, Sendable {
        /// The text does not parse as a type.
        case notAType(String)
        /// A name nobody declared, with the nearest known names.
        case unknown(name: String, suggestions: [String], declared: [String])
    }

    /// Types any model can name without declaring them.
    static let builtinNames = ["Bool", "Int", "Double", "String", "Character", "Date", "UUID", "Error", "Never"]

    /// The type as the checker types it (`Caja<Bool>` with its argument, `Character` as itself).
    public static func resolve(_ text: String, in interpreter: Interpreter) -> Result<SwiftType, Failure> {
        let trimmed = text.trimmedOfWhitespace
        guard let type = interpreter.resolve(typeNamed: trimmed) else {
            // `resolve` answers nil both for text that is no type and for one unknown name.
            if isPlainName(trimmed) {
                // A nested type by its own name (`Carga` for `State.Carga`), when only one has it.
                let nested = declaredNames(in: interpreter).filter { $0.hasSuffix("." + trimmed) }
                if nested.count == 1, let type = interpreter.resolve(typeNamed: nested[0]) {
                    return .success(checked(nested[0], runTime: type, in: interpreter))
                }
                return .failure(unknown(trimmed, in: interpreter))
            }
            return .failure(.notAType(trimmed))
        }
        if let unknown = unknownName(in: type) {
            return .failure(self.unknown(unknown, in: interpreter))
        }
        return .success(checked(trimmed, runTime: type, in: interpreter))
    }

    /// The checker's reading of a text the run time already took for a type; without a
    /// declared program (only the library's types are known) the run time's reading says it.
    private static func checked(_ text: String, runTime: RuntimeType, in interpreter: Interpreter) -> SwiftType {
        interpreter.declaredProgram?.type(written: text) ?? ShapeAnalyzer.checkerType(of: runTime)
    }

    private static func unknown(_ name: String, in interpreter: Interpreter) -> Failure {
        .unknown(name: name, suggestions: suggestions(for: name, in: interpreter), declared: declaredNames(in: interpreter))
    }

    /// The model's own types, by name.
    static func declaredNames(in interpreter: Interpreter?) -> [String] {
        interpreter?.allTypes.filter { $0.kind != .builtin }.map(\.qualifiedName) ?? []
    }

    /// Every type name worth offering on Tab: the model's declared types and the built-in ones.
    public static func completions(in interpreter: Interpreter?) -> [String] {
        declaredNames(in: interpreter) + builtinNames
    }

    /// `:comparar Destino? (Bool, Bool)`: split at spaces outside brackets, so a tuple or a
    /// dictionary type with spaces inside stays one argument.
    public static func splitArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth = max(0, depth - 1)
            default: break
            }
            if character.isWhitespace, depth == 0 {
                if !current.isEmpty { arguments.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { arguments.append(current) }
        return arguments
    }

    // MARK: - Unknown names

    /// The first name inside `type` that nobody declared: the interpreter keeps those as
    /// opaque types, which would otherwise count as one shape without a word.
    private static func unknownName(in type: RuntimeType) -> String? {
        switch type {
        case .int, .double, .bool, .string, .function, .nominal: return nil
        case .opaque(let name): return Interpreter.isBuiltinOpaqueType(name) ? nil : name
        case .optional(let wrapped), .array(let wrapped), .set(let wrapped), .range(let wrapped, _): return unknownName(in: wrapped)
        case .dictionary(let key, let value): return unknownName(in: key) ?? unknownName(in: value)
        case .tuple(let elements): return elements.lazy.compactMap { unknownName(in: $0.type) }.first
        }
    }

    private static func isPlainName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// Up to three known names near `name` (the one suggestion rule).
    static func suggestions(for name: String, in interpreter: Interpreter) -> [String] {
        EditDistance.suggestions(for: name, among: completions(in: interpreter))
    }

}
