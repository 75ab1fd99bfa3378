import Language
import Messages

/// What swiftc refuses as «invalid redeclaration», at the second declaration. Within one file (a
/// model, a `.swift` file, one entry at the prompt) only: across entries a declaration replaces
/// the earlier one, as in Swift's REPL (see `Program.register`).
extension TypeChecker {
    /// A case or a property declared twice in one type's body: swiftc's «invalid redeclaration», at the second.
    func reportDuplicateMembers(_ members: [Decl]) {
        var seen = Set<String>()
        for member in members {
            switch member {
            case .enumCase(let c):
                for element in c.elements where !seen.insert(element.name).inserted {
                    report(Msg.Typing.redeclaration(element.name), at: element.span.start)
                }
            case .variable(let v):
                // A static and an instance property may share a name.
                if let name = v.name, !seen.insert((v.isStatic ? "static " : "") + name).inserted {
                    report(Msg.Typing.redeclaration(name), at: offsetOfName(name, declaredAt: v.span))
                }
            case .function, .initializer, .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl:
                continue
            }
        }
    }

    /// A second type of one name in the same unit, as swiftc refuses it («invalid
    /// redeclaration»); at the prompt, a later entry's declaration replaces the earlier one
    /// instead (see `Program.register`), so the one registered is this one.
    func reportsRedeclaration(of registered: NominalDecl, _ name: String, at span: Span) -> Bool {
        guard scopes.count == 1, registered.span != span, registered.source.firstPath == source.firstPath,
              registered.path == context.path + [name] else { return false }
        report(Msg.Typing.redeclaration(name), at: offsetOfName(name, declaredAt: span))
        return true
    }

    /// Two declarations of a name at the top level of one file, or in one block (`isLocal`). A
    /// variable clashes with a variable, a type or, at the top level, a function without
    /// parameters of its name (`g` and `g()` are one name); a type with a variable or, at the top
    /// level, any function of its name (two types: `reportsRedeclaration`); a function with
    /// another of the same labels, parameter types and result. A block's names may repeat the
    /// enclosing ones (`let p = p` of a parameter, `if let`, `guard let`): those are other scopes.
    func reportDuplicateDeclarations(_ statements: [Stmt], isLocal: Bool = false) {
        var variables = Set<String>(), types = Set<String>()
        var functions: [String: (signatures: Set<String>, withoutParameters: Bool)] = [:]
        // Two types of one name are `reportsRedeclaration`'s.
        func noteType(_ name: String, _ span: Span) {
            if variables.contains(name) || !isLocal && functions[name] != nil {
                report(Msg.Typing.redeclaredName(name, inBlock: isLocal), at: offsetOfName(name, declaredAt: span))
            }
            types.insert(name)
        }
        for statement in statements {
            guard case .declaration(let declaration) = statement.kind else { continue }
            switch declaration {
            case .variable(let v):
                for (name, offset) in v.pattern.bindings {
                    if variables.contains(name) || types.contains(name) || !isLocal && functions[name]?.withoutParameters == true {
                        report(Msg.Typing.redeclaredName(name, inBlock: isLocal), at: offset)
                    }
                    variables.insert(name)
                }
            case .function(let f):
                let signature = Self.signature(f)
                if !isLocal && (types.contains(f.name) || f.parameters.isEmpty && variables.contains(f.name))
                    || signature.map({ functions[f.name]?.signatures.contains($0) == true }) == true {
                    report(Msg.Typing.redeclaredName(f.shownName, inBlock: isLocal), at: f.nameSpan.start)
                }
                var known = functions[f.name] ?? ([], false)
                if let signature { known.signatures.insert(signature) }
                known.withoutParameters = known.withoutParameters || f.parameters.isEmpty
                functions[f.name] = known
            case .enumDecl(let d): noteType(d.name, d.span)
            case .structDecl(let d): noteType(d.name, d.span)
            case .classDecl(let d): noteType(d.name, d.span)
            case .protocolDecl(let d): noteType(d.name, d.span)
            case .extensionDecl, .typeAlias, .initializer, .enumCase:
                continue
            }
        }
    }

    /// What tells two functions of one name apart: labels, parameter types as written, result.
    /// Nil for a generic function (its constraints tell it apart too): never said to clash.
    private static func signature(_ f: FunctionDecl) -> String? {
        guard f.genericParameters.isEmpty else { return nil }
        let parameters = f.parameters.map { ($0.label ?? "_") + ":" + ($0.isInout ? "inout " : "") + SyntaxDump.type($0.type)
            + ($0.isVariadic ? "..." : "") }
        // `prefix func ++` and `postfix func ++` of one operand are two operators.
        return (f.isPostfix ? "postfix" : "") + "(" + parameters.joined(separator: ",") + ")->" + (f.result.map(SyntaxDump.type) ?? "()")
    }
}

extension FunctionDecl {
    /// As swiftc names a function in the message: `g()`, `k(x:)`, and `h` for `h(_:)`.
    var shownName: String {
        if parameters.isEmpty { return name + "()" }
        if parameters.allSatisfy({ $0.label == nil }) { return name }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
