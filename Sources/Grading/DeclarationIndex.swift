import Foundation
import Language

/// The learner's type declarations, read with the project's own front end (`Language.Parse`),
/// and the names of values whose declared type is known: enough to count shapes and to tell
/// which `switch` decides on which type.
struct DeclarationIndex {
    enum Shape {
        /// Cases in order, each with its payload (nil for none).
        case enumeration(cases: [(name: String, payload: [TupleTypeElement]?)], indirect: Bool)
        /// Stored properties in order: name and type (nil when neither written nor inferable).
        case product(fields: [(name: String, type: TypeRef?)])
        case alias(TypeRef)
    }

    struct TypeInfo {
        /// `State.Carga` for a nested type.
        var qualifiedName: String
        var shape: Shape
    }

    /// By qualified name and by simple name (the last component; several types may share it).
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var bySimpleName: [String: [String]] = [:]
    /// Every name a value is declared under (parameters, variables, properties) → the written types.
    private(set) var valueTypes: [String: Set<String>] = [:]
    /// Case name → the enums that declare it.
    private(set) var enumsWithCase: [String: Set<String>] = [:]
    /// Parsed units with the file they came from.
    private(set) var units: [(source: SourceFile, unit: SourceUnit)] = []

    init(sources: [LearnerSource]) {
        for learner in sources {
            let source = SourceFile(path: learner.displayPath, text: learner.text)
            let parsed = Parse.file(source)
            units.append((source, parsed.unit))
            for statement in parsed.unit.statements { collect(statement, scope: []) }
            collectValues(parsed.unit)
        }
    }

    /// A type by the name an exercise uses (`Asistente`, `State`, `State.Carga`), or by the
    /// simple name when only one type has it.
    func lookup(_ name: String, from scope: [String] = []) -> TypeInfo? {
        var prefix = scope
        while true {
            let candidate = (prefix + [name]).joined(separator: ".")
            if let info = types[candidate] { return info }
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if let names = bySimpleName[last], names.count == 1 { return types[names[0]] }
        return nil
    }

    /// The simple name a written type resolves to, ignoring optionality and generics.
    static func simpleName(_ type: TypeRef) -> String? {
        switch type.kind {
        case .named(let path, _): return path.last
        case .optional(let wrapped): return simpleName(wrapped)
        default: return nil
        }
    }

    // MARK: - Collecting

    private mutating func collect(_ statement: Stmt, scope: [String]) {
        if case .declaration(let declaration) = statement.kind { collect(declaration, scope: scope) }
    }

    /// Types, with their cases or stored fields; nested types get qualified names.
    private mutating func collect(_ declaration: Decl, scope: [String]) {
        switch declaration {
        case .enumDecl(let decl):
            let inner = scope + [decl.name]
            var cases: [(String, [TupleTypeElement]?)] = []
            var isIndirect = decl.isIndirect
            for case .enumCase(let caseDecl) in decl.members {
                isIndirect = isIndirect || caseDecl.isIndirect
                for element in caseDecl.elements {
                    cases.append((element.name, element.payload))
                    enumsWithCase[element.name, default: []].insert(decl.name)
                }
            }
            register(inner, .enumeration(cases: cases, indirect: isIndirect))
            for member in decl.members { collect(member, scope: inner) }
        case .structDecl(let decl):
            let inner = scope + [decl.name]
            register(inner, .product(fields: storedFields(decl.members)))
            for member in decl.members { collect(member, scope: inner) }
        case .classDecl(let decl):
            let inner = scope + [decl.name]
            register(inner, .product(fields: storedFields(decl.members)))
            for member in decl.members { collect(member, scope: inner) }
        case .extensionDecl(let decl):
            if case .named(let path, _) = decl.extendedType.kind {
                for member in decl.members { collect(member, scope: path) }
            }
        case .typeAlias(let decl):
            register(scope + [decl.name], .alias(decl.type))
        case .function, .initializer, .variable, .enumCase:
            break
        }
    }

    /// Every value whose type is written or shows in its initial value, at any depth.
    private mutating func collectValues(_ unit: SourceUnit) {
        var found: [(String, TypeRef)] = []
        SyntaxWalk.visit(unit) { event in
            switch event {
            case .variable(let decl):
                if let name = decl.name, let type = decl.type ?? decl.initializer.flatMap(Self.inferredType) {
                    found.append((name, type))
                }
            case .parameter(let parameter): found.append((parameter.name, parameter.type))
            case .switchStatement: break
            }
        }
        for (name, type) in found { noteValue(name, type) }
    }

    private mutating func register(_ path: [String], _ shape: Shape) {
        let qualified = path.joined(separator: ".")
        types[qualified] = TypeInfo(qualifiedName: qualified, shape: shape)
        bySimpleName[path.last ?? qualified, default: []].append(qualified)
    }

    private mutating func noteValue(_ name: String, _ type: TypeRef) {
        if let simple = Self.simpleName(type) { valueTypes[name, default: []].insert(simple) }
        if case .tuple(let elements) = type.kind {
            for element in elements { if let label = element.label { noteValue(label, element.type) } }
        }
    }

    /// Stored properties: instance variables without a getter.
    private func storedFields(_ members: [Decl]) -> [(name: String, type: TypeRef?)] {
        members.compactMap { member -> (String, TypeRef?)? in
            guard case .variable(let decl) = member, !decl.isStatic, decl.getter == nil, decl.setter == nil else { return nil }
            return (decl.name ?? "_", decl.type ?? decl.initializer.flatMap(Self.inferredType))
        }
    }

    /// The type of an initial value, when it shows: literals, `T(…)`, `T.member`.
    static func inferredType(_ expression: Expr) -> TypeRef? {
        func named(_ name: String) -> TypeRef { TypeRef(.named(path: [name], generics: []), span: expression.span) }
        switch expression.kind {
        case .booleanLiteral: return named("Bool")
        case .integerLiteral: return named("Int")
        case .floatLiteral: return named("Double")
        case .stringLiteral: return named("String")
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind, name.first?.isUppercase == true { return named(name) }
            if case .typeExpression(let type) = callee.kind { return type }
            return nil
        case .member(let base, _):
            if case .identifier(let name) = base.kind, name.first?.isUppercase == true { return named(name) }
            return nil
        case .typeExpression(let type): return type
        default: return nil
        }
    }
}
