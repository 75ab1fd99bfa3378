/// A compact one-line rendering of syntax trees, for tests and debugging: operators as prefix
/// lists (`(+ a b)`), so the grouping the parser chose is visible at a glance.
/// Patterns: a bare name binds, `=e` is a value compared with, `let p` binds everything inside.
public enum SyntaxDump {
    public static func unit(_ unit: SourceUnit) -> String { statements(unit.statements) }

    public static func statements(_ statements: [Stmt]) -> String {
        statements.map(statement).joined(separator: "; ")
    }

    public static func block(_ block: Block) -> String {
        block.statements.isEmpty ? "{}" : "{ \(statements(block.statements)) }"
    }

    public static func statement(_ statement: Stmt) -> String {
        switch statement.kind {
        case .expression(let e): return expression(e)
        case .declaration(let d): return declaration(d)
        case .ifStatement(let conditions, let then, let otherwise):
            var text = "if \(conditions.map(condition).joined(separator: ", ")) \(block(then))"
            switch otherwise {
            case .none: break
            case .block(let b)?: text += " else \(block(b))"
            case .elseIf(let s)?: text += " else \(self.statement(s))"
            }
            return text
        case .guardStatement(let conditions, let otherwise):
            return "guard \(conditions.map(condition).joined(separator: ", ")) else \(block(otherwise))"
        case .whileLoop(let conditions, let body):
            return "while \(conditions.map(condition).joined(separator: ", ")) \(block(body))"
        case .repeatWhile(let body, let condition):
            return "repeat \(block(body)) while \(expression(condition))"
        case .forIn(let p, let sequence, let whereClause, let body):
            let guardText = whereClause.map { " where \(expression($0))" } ?? ""
            return "for \(pattern(p)) in \(expression(sequence))\(guardText) \(block(body))"
        case .switchStatement(let s):
            return "switch \(expression(s.subject)) { \(s.cases.map(switchCase).joined(separator: " ")) }"
        case .returnStatement(let value): return value.map { "return \(expression($0))" } ?? "return"
        case .breakStatement: return "break"
        case .continueStatement: return "continue"
        case .fallthroughStatement: return "fallthrough"
        case .doBlock(let b): return "do \(block(b))"
        case .doCatch(let b, let catches):
            return "do \(block(b))" + catches.map { clause in
                " catch" + (clause.pattern.map { " " + pattern($0) } ?? "")
                    + (clause.guardExpression.map { " where \(expression($0))" } ?? "") + " \(block(clause.body))"
            }.joined()
        case .throwStatement(let e): return "throw \(expression(e))"
        case .deferStatement(let b): return "defer \(block(b))"
        case .labeled(let label, let inner): return "\(label): \(self.statement(inner))"
        case .labeledJump(let isBreak, let label): return "\(isBreak ? "break" : "continue") \(label)"
        }
    }

    static func switchCase(_ c: SwitchCase) -> String {
        let label: String
        switch c.label {
        case .items(let items):
            label = "case " + items.map { item in
                pattern(item.pattern) + (item.guardExpression.map { " where \(expression($0))" } ?? "")
            }.joined(separator: ", ")
        case .defaultCase: label = "default"
        case .unknownDefault: label = "@unknown default"
        }
        return "\(label): \(statements(c.body))"
    }

    static func condition(_ condition: Condition) -> String {
        switch condition {
        case .expression(let e): return expression(e)
        case .optionalBinding(let isLet, let name, let value, _):
            return "\(isLet ? "let" : "var") \(name) = \(expression(value))"
        case .casePattern(let p, let value, _): return "case \(pattern(p)) = \(expression(value))"
        }
    }

    public static func declaration(_ declaration: Decl) -> String {
        switch declaration {
        case .enumDecl(let d):
            return "\(d.isIndirect ? "indirect " : "")enum \(d.name)\(inherits(d.inherits)) \(members(d.members))"
        case .structDecl(let d): return "struct \(d.name)\(inherits(d.inherits)) \(members(d.members))"
        case .classDecl(let d):
            return "\(d.isFinal ? "final " : "")class \(d.name)\(inherits(d.inherits)) \(members(d.members))"
        case .extensionDecl(let d):
            return "extension \(type(d.extendedType))\(inherits(d.inherits)) \(members(d.members))"
        case .enumCase(let d):
            return (d.isIndirect ? "indirect " : "") + "case " + d.elements.map { element in
                element.name + (element.payload.map(tupleElements) ?? "")
                    + (element.rawValue.map { " = \(expression($0))" } ?? "")
            }.joined(separator: ", ")
        case .function(let f):
            let result = f.result.map { " -> \(type($0))" } ?? ""
            return "\(f.isStatic ? "static " : "")\(f.isMutating ? "mutating " : "")func \(f.name)"
                + "(\(f.parameters.map(parameter).joined(separator: ", ")))\(result)"
                + (f.body.map { " " + block($0) } ?? "")
        case .initializer(let i):
            return "init\(i.isFailable ? "?" : "")(\(i.parameters.map(parameter).joined(separator: ", "))) \(block(i.body))"
        case .variable(let v):
            var text = "\(v.isStatic ? "static " : "")\(v.isLet ? "let" : "var") \(pattern(v.pattern))"
            if let t = v.type { text += ": \(type(t))" }
            if let e = v.initializer { text += " = \(expression(e))" }
            var accessors: [String] = []
            if let g = v.getter { accessors.append("get \(block(g))") }
            if let s = v.setter { accessors.append("set(\(s.name)) \(block(s.body))") }
            if let w = v.willSet { accessors.append("willSet(\(v.newValueName)) \(block(w))") }
            if let d = v.didSet { accessors.append("didSet(\(v.oldValueName)) \(block(d))") }
            return accessors.isEmpty ? text : text + " { \(accessors.joined(separator: " ")) }"
        case .typeAlias(let t): return "typealias \(t.name) = \(type(t.type))"
        case .protocolDecl(let p): return "protocol \(p.name)\(inherits(p.inherits)) \(members(p.members))"
        }
    }

    static func members(_ members: [Decl]) -> String {
        members.isEmpty ? "{}" : "{ \(members.map(declaration).joined(separator: "; ")) }"
    }

    static func inherits(_ types: [TypeRef]) -> String {
        types.isEmpty ? "" : ": " + types.map(type).joined(separator: ", ")
    }

    static func parameter(_ p: Parameter) -> String {
        let label = p.label ?? "_"
        var text = label == p.name ? "\(p.name): " : "\(label) \(p.name): "
        text += (p.isInout ? "inout " : "") + type(p.type)
        if let d = p.defaultValue { text += " = \(expression(d))" }
        return text
    }

    public static func type(_ t: TypeRef) -> String {
        switch t.kind {
        case .named(let path, let generics):
            return path.joined(separator: ".") + (generics.isEmpty ? "" : "<\(generics.map(type).joined(separator: ", "))>")
        case .optional(let wrapped): return type(wrapped) + "?"
        case .array(let element): return "[\(type(element))]"
        case .dictionary(let key, let value): return "[\(type(key)): \(type(value))]"
        case .tuple(let elements): return tupleElements(elements)
        case .function(let parameters, let result):
            return "(\(parameters.map(type).joined(separator: ", "))) -> \(type(result))"
        }
    }

    static func tupleElements(_ elements: [TupleTypeElement]) -> String {
        "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + type($0.type) }.joined(separator: ", ") + ")"
    }

    public static func pattern(_ p: Pattern) -> String {
        switch p.kind {
        case .wildcard: return "_"
        case .binding(let name): return name
        case .valueBinding(let isLet, let inner): return "\(isLet ? "let" : "var") \(pattern(inner))"
        case .enumCase(let t, let name, let payload):
            return (t.map(type) ?? "") + "." + name + (payload.map(patternElements) ?? "")
        case .tuple(let elements): return patternElements(elements)
        case .optionalSome(let inner): return pattern(inner) + "?"
        case .expression(let e): return "=" + expression(e)
        case .cast(let inner, let t): return "\(pattern(inner)) as \(type(t))"
        case .isType(let t): return "is \(type(t))"
        case .typed(let inner, let t): return "\(pattern(inner)): \(type(t))"
        }
    }

    static func patternElements(_ elements: [PatternElement]) -> String {
        "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + pattern($0.pattern) }.joined(separator: ", ") + ")"
    }

    public static func expression(_ e: Expr) -> String {
        switch e.kind {
        case .integerLiteral(let v): return "\(v)"
        case .wideIntegerLiteral(let v): return "\(v)"
        case .floatLiteral(let v): return "\(v)"
        case .booleanLiteral(let v): return "\(v)"
        case .stringLiteral(let segments):
            return "\"" + segments.map { segment in
                switch segment {
                case .text(let text): return escaped(text)
                case .interpolation(let inner): return "\\(\(expression(inner)))"
                }
            }.joined() + "\""
        case .nilLiteral: return "nil"
        case .arrayLiteral(let elements): return "[\(elements.map(expression).joined(separator: ", "))]"
        case .dictionaryLiteral(let pairs):
            return pairs.isEmpty ? "[:]" : "[\(pairs.map { "\(expression($0.key)): \(expression($0.value))" }.joined(separator: ", "))]"
        case .identifier(let name): return name
        case .selfExpression: return "self"
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return "\(expression(base)).\(name)"
        case .call(let callee, let arguments): return "\(expression(callee))(\(self.arguments(arguments)))"
        case .subscriptAccess(let base, let arguments): return "\(expression(base))[\(self.arguments(arguments))]"
        case .prefix(let op, let operand): return "(\(op) \(expression(operand)))"
        case .binary(let op, let l, let r): return "(\(op) \(expression(l)) \(expression(r)))"
        case .assignment(let op, let target, let value): return "(\(op) \(expression(target)) \(expression(value)))"
        case .ternary(let c, let t, let o): return "(? \(expression(c)) \(expression(t)) \(expression(o)))"
        case .nilCoalescing(let l, let r): return "(?? \(expression(l)) \(expression(r)))"
        case .bindOptional(let base): return expression(base) + "?"
        case .optionalEvaluation(let inner): return "(opt \(expression(inner)))"
        case .forceUnwrap(let base): return expression(base) + "!"
        case .tuple(let elements): return "(tuple \(arguments(elements)))"
        case .inoutArgument(let inner): return "&" + expression(inner)
        case .injectIntoOptional(let inner): return "(inject " + expression(inner) + ")"
        case .overload(let inner, _, _), .staticType(let inner, _): return expression(inner)
        case .cast(let inner, let t, let kind):
            let op = kind == .plain ? "as" : kind == .conditional ? "as?" : "as!"
            return "(\(op) \(expression(inner)) \(type(t)))"
        case .isType(let inner, let t): return "(is \(expression(inner)) \(type(t)))"
        case .typeExpression(let t): return "(type \(type(t)))"
        case .closure(let parameters, let body, _):
            // `$0`, `$1`… are the parser's names for an anonymous closure's parameters, not written ones.
            let written = parameters.allSatisfy { $0.hasPrefix("$") } ? [] : parameters
            let signature = written.isEmpty ? "" : written.joined(separator: ", ") + " in "
            return "{ \(signature)\(statements(body)) }"
        case .range(let l, let r, let closed): return "(\(closed ? "..." : "..<") \(expression(l)) \(expression(r)))"
        case .tryExpression(let inner, let kind):
            return "(\(kind == .plain ? "try" : kind == .optional ? "try?" : "try!") \(expression(inner)))"
        }
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\"": result += "\\\""
            default: result.append(character)
            }
        }
        return result
    }

    static func arguments(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + expression($0.value) }.joined(separator: ", ")
    }
}
