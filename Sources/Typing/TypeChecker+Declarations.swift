import Language
import Messages

/// Declarations: variables, functions, and the members of the program's types.
extension TypeChecker {
    func check(_ declaration: inout Decl) {
        switch declaration {
        case .variable(var v):
            checkVariable(&v, isMember: false)
            declaration = .variable(v)
        case .function(var f):
            if scopes.count > 1 { declare(f.name, functionType(f, in: context.path), isLet: true) }
            checkFunction(&f)
            declaration = .function(f)
        case .enumDecl(var d):
            guard let type = program.lookup([d.name], from: context.path).flatMap({ program.types[$0] }) else { return }
            if reportsRedeclaration(of: type, d.name, at: d.span) { return }
            reportDuplicateMembers(d.members)
            checkRawValues(d.members, of: type)
            checkMembers(&d.members, of: type)
            checkConformances(of: type, declaredBy: d.inherits, at: offsetOfName(type))
            declaration = .enumDecl(d)
        case .structDecl(var d):
            guard let type = program.lookup([d.name], from: context.path).flatMap({ program.types[$0] }) else { return }
            if reportsRedeclaration(of: type, d.name, at: d.span) { return }
            reportDuplicateMembers(d.members)
            checkMembers(&d.members, of: type)
            checkConformances(of: type, declaredBy: d.inherits, at: offsetOfName(type))
            declaration = .structDecl(d)
        case .classDecl(var d):
            guard let type = program.lookup([d.name], from: context.path).flatMap({ program.types[$0] }) else { return }
            if reportsRedeclaration(of: type, d.name, at: d.span) { return }
            reportDuplicateMembers(d.members)
            checkMembers(&d.members, of: type)
            checkConformances(of: type, declaredBy: d.inherits, at: offsetOfName(type))
            checkClassHasInitializers(type)
            checkRequiredInitializers(type, closingAt: d.span.end - 1)
            declaration = .classDecl(d)
        case .extensionDecl(var ext):
            guard case .named(let path, _) = ext.extendedType.kind else { return }
            guard let name = program.lookup(path, from: context.path), let type = program.types[name] else {
                if path.count == 1, let problem = libraryExtensionOutsideSubset(ext, path[0]) {
                    return report(Msg.Syntax.notInSubset(problem.what), at: problem.offset)
                }
                if path.count == 1, let selfType = librarySelfType(path[0], ext.whereClause) {
                    checkLibraryExtension(&ext, selfType)
                    declaration = .extensionDecl(ext)
                    return
                }
                if path.count == 1, Self.opaqueNames.contains(path[0]) || ["Int", "Double", "Bool", "String", "Array", "Optional",
                                                                          "Character", "Dictionary"].contains(path[0])
                    || program.unmodelled.contains(path[0]) { return }
                if path.count == 1, Library.allProtocols.contains(path[0]) {
                    return report(Msg.Everyday.libraryProtocolExtension(path[0]), at: ext.extendedType.span.start)
                }
                return report(Msg.Typing.unknownType(path.joined(separator: ".")), at: ext.extendedType.span.start)
            }
            // An extension adds behaviour, not storage: swiftc refuses a stored property at its name.
            for case .variable(let v) in ext.members where !v.isStatic && v.getter == nil {
                report(Msg.Typing.storedPropertyInExtension, at: v.pattern.span.start)
            }
            checkMembers(&ext.members, of: type)
            checkConformances(of: type, declaredBy: ext.inherits, at: ext.span.start, isExtension: true)
            declaration = .extensionDecl(ext)
        case .typeAlias(let alias):
            // swiftc refuses the cycle at the alias, before it reads the names (at the prompt,
            // the entry that closes it: the names it runs through are all declared by then).
            let full = (context.path + [alias.name]).joined(separator: ".")
            if aliasIsCyclic(full) { return report(Msg.Typing.aliasCycle(alias.name), at: alias.span.start) }
            _ = resolve(alias.type)
        case .protocolDecl(var p):
            guard let type = program.lookup([p.name], from: context.path).flatMap({ program.types[$0] }) else { return }
            if reportsRedeclaration(of: type, p.name, at: p.span) { return }
            checkMembers(&p.members, of: type)
            declaration = .protocolDecl(p)
        case .initializer, .enumCase:
            break
        }
    }

    /// `let x: T = e`, `var (a, b) = e`, a computed `var x: T { … }`.
    func checkVariable(_ v: inout VariableDecl, isMember: Bool) {
        // `var f: Double { set { … } }`: what can be written must be readable too.
        if let setter = v.setter, v.getter == nil {
            return report(Msg.Typing.setterWithoutGetter, at: modifierOffset("set", before: setter.body.span.start))
        }
        if isMember, v.isOverride, v.getter == nil, v.willSet != nil || v.didSet != nil, !checkObservedOverride(v) { return }
        // `weak var n: Int?`: only what a class instance is can be held weakly (swiftc, at the name).
        // A type not declared yet (a later entry at the prompt) is not judged here.
        if v.isWeak, let written = v.type.map({ resolve($0, reporting: false) }), !written.wrappedOrSelf.isUnknown,
           !(nominal(written.wrappedOrSelf).map(isReference) ?? false) {
            return report(Msg.Typing.weakOfNonClass(written.wrappedOrSelf.spelling), at: v.pattern.span.start)
        }
        // Only a class instance's fields let go of what they hold weakly: anywhere else the
        // instance would stay alive, which Swift never does.
        if v.isWeak, !isMember || program.types[context.path.joined(separator: ".")]?.kind != .classType {
            return report(Msg.Everyday.weakOutsideClass(inStruct: isMember), at: modifierOffset("weak", before: v.span.start))
        }
        let written = v.type.map { completingBareGeneric($0, v.initializer) ?? resolve($0) }
        if var getter = v.getter {
            if reportsComposedFeatureBody(v) { return }
            let result = written ?? .unknown
            returnTypes.append(result)
            inBody(named: Msg.Typing.getterName(v.name ?? "_"), isGeneric: false) {
                checkBody(&getter, returning: result, closingAt: getter.span.end - 1, kind: .getter)
            }
            returnTypes.removeLast()
            v.getter = getter
            if let name = v.name, !isMember {
                declare(name, result, isLet: v.setter == nil)
                if v.setter == nil { scopes[scopes.count - 1][name]?.isComputed = true }
            }
            return
        }
        var type = written ?? .unknown
        if var initializer = v.initializer {
            // A closure kept in a local variable escapes (a property's initializer has no `self` yet).
            if !isMember, case .closure = initializer.kind { nextClosureEscapes = true }
            defer { nextClosureEscapes = false }
            if let written {
                _ = check(&initializer, against: written, .specified)
            } else {
                let before = problems.count
                type = infer(&initializer, nil)
                reportAmbiguousResult(initializer)
                // A value whose expression is wrong has no type for swiftc: what uses it later is
                // not blamed again (`let p = Punto(x: "1")`, then `p.z`).
                if problems[before...].contains(where: { !$0.flow }) { type = .unknown }
                if case .nilLiteral = initializer.kind { report(Msg.Typing.nilNeedsType, at: initializer.span.start) }
                refuseStoredPiece(initializer)
                if type == .void, case .call = initializer.kind {} // `let x = f()` of a Void function is allowed
            }
            v.initializer = initializer
        } else if written == nil, !isMember {
            report(Msg.Typing.needsTypeOrValue, at: v.span.start)
        }
        for (observer, name) in [(v.willSet, v.newValueName), (v.didSet, v.oldValueName)] {
            guard var body = observer else { continue }
            // An observer may write the property it observes (`didSet { if x > 30 { x = 30 } }`).
            inType(context.path, isStatic: context.isStatic, mutating: true) {
                withScope {
                    // A local's observer sees the variable it observes, declared only after it.
                    if !isMember, let own = v.name { declare(own, type, isLet: false) }
                    declare(name, type, isLet: true)
                    returnTypes.append(.void)
                    check(&body)
                    returnTypes.removeLast()
                }
            }
        }
        if !isMember {
            if let initializer = v.initializer, let shape = mismatchedTupleShape(v.pattern, type) {
                // swiftc blames the value, not the pattern: `let (a, b, c) = par`.
                report(Msg.Typing.tupleCountConversion(type.spelling, shape), at: anchor(of: initializer))
                type = .unknown
            }
            bind(v.pattern, to: type, isLet: v.isLet, declaring: true)
            noteLocalConstant(v, type)
            // A global without a value too: top-level code may give it one later (`let x: Int`
            // then `if c { x = 1 } else { x = 2 }`), once.
            // A `var` of an optional type without a value starts as `nil`, as in Swift.
            if v.initializer == nil, let name = v.name, v.isLet || !type.isOptional {
                declareUninitialized(name, isLet: v.isLet)
            }
        }
    }

    func checkFunction(_ f: inout FunctionDecl) {
        checkOperatorDeclaration(f)
        guard var body = f.body else { return }
        let result = f.result.map { resolve($0) } ?? .void
        withEffects(throwing: f.isThrowing) { withScope {
            for parameter in f.parameters {
                let type = resolve(parameter.type)
                declareParameter(parameter, type, isLet: !parameter.isInout)
            }
            for index in f.parameters.indices {
                if var value = f.parameters[index].defaultValue {
                    _ = check(&value, against: resolve(f.parameters[index].type, reporting: false), .argument)
                    f.parameters[index].defaultValue = value
                }
            }
            returnTypes.append(result)
            let header = min(f.nameSpan.start, body.span.start)..<body.span.start
            functionGenerics.append(FunctionGenerics(parameters: f.genericParameters,
                                                     hasSameTypeClause: source.offset(of: "==", in: header) != nil,
                                                     isCarried: context.librarySelf == nil))
            defer { functionGenerics.removeLast() }
            inBody(named: Msg.Typing.genericFunctionName(f.shownName), isGeneric: !f.genericParameters.isEmpty) {
                checkOpaqueReturns(of: f) {
                    checkBody(&body, returning: result, closingAt: body.span.end - 1,
                              kind: context.selfType == nil ? .function : .method)
                }
            }
            returnTypes.removeLast()
        } }
        f.body = body
    }

    func checkMembers(_ members: inout [Decl], of type: NominalDecl) {
        for index in members.indices {
            switch members[index] {
            case .variable(var v):
                checkPropertyOverride(v, in: type)
                checkOpaqueStoredProperty(v)
                inType(type.path, isStatic: v.isStatic) { withScope { checkVariable(&v, isMember: true) } }
                members[index] = .variable(v)
            case .function(var f):
                checkOverride(f, in: type)
                inType(type.path, isStatic: f.isStatic, mutating: f.isMutating) { checkFunction(&f) }
                members[index] = .function(f)
            case .initializer(var i):
                if i.isConvenience, type.kind == .structType || type.kind == .enumType {
                    report(Msg.Typing.convenienceOutsideClass(isEnum: type.kind == .enumType), at: i.span.start)
                }
                checkCoverage(of: i, in: type)
                inType(type.path, isStatic: false, initializer: true) {
                    withEffects(throwing: i.isThrowing) { withScope {
                        for parameter in i.parameters { declareParameter(parameter, isLet: true) }
                        returnTypes.append(.void)
                        inBody(named: Msg.Typing.genericFunctionName("init(" + i.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"),
                               isGeneric: false) { check(&i.body) }
                        returnTypes.removeLast()
                    } }
                }
                members[index] = .initializer(i)
            case .enumCase(var c):
                for element in c.elements.indices {
                    for item in (c.elements[element].payload ?? []) { _ = inType(type.path, isStatic: false) { resolve(item.type) } }
                    if var raw = c.elements[element].rawValue {
                        // A literal above `Int.max` is of no type without one (`case a = 18446744073709551615`
                        // in an `enum E: UInt64`); `checkRawValues` judged the others against the raw type.
                        var hint: SwiftType? = nil
                        if case .wideIntegerLiteral = raw.kind { hint = writtenRawType(of: type) }
                        _ = inType(type.path, isStatic: true) { infer(&raw, hint) }
                        c.elements[element].rawValue = raw
                    }
                }
                members[index] = .enumCase(c)
            case .enumDecl, .structDecl, .classDecl, .extensionDecl, .typeAlias, .protocolDecl:
                var nested = members[index]
                inType(type.path, isStatic: true) { check(&nested) }
                members[index] = nested
            }
        }
    }

    enum BodyKind { case function, method, getter, closure }

    /// A body that must produce `result`: a single expression is its value (also an `if` or a
    /// `switch` whose branches are single expressions); otherwise every path must `return`.
    func checkBody(_ body: inout Block, returning result: SwiftType, closingAt close: Int, kind: BodyKind) {
        if result != .void, !result.isUnknown, result != .never, body.statements.count == 1 {
            // `x = v` is no value to return: the body then lacks its `return`, as swiftc says; it
            // takes `x += 1` for the value `()`, of the wrong type.
            if case .expression(var e) = body.statements[0].kind, !e.isPlainAssignment {
                withScope { _ = check(&e, against: result, .returned) }
                body.statements[0].kind = .expression(e)
                return
            }
        }
        if result != .void, !result.isUnknown, result != .never, body.statements.count == 1,
           Flow.isBranchExpression(body.statements[0]) {
            return withScope { checkBranchValue(&body.statements[0], against: result) }
        }
        check(&body)
        guard result != .void, !result.isUnknown, !flow.exits(body.statements) else { return }
        reportFlow(Msg.Typing.missingReturn(kind: kind.spelling, result.spelling), at: missingReturnPlace(body.statements, result, close))
    }

    /// Where swiftc says a body lacks its `return`: at its last statement when that is an
    /// expression of the result's type (the learner meant to return it), else at the closing brace.
    func missingReturnPlace(_ statements: [Stmt], _ result: SwiftType, _ close: Int) -> Int {
        guard case .expression(let e)? = statements.last?.kind, let last = lastExpressionStatement,
              last.offset == e.span.start, !last.type.isUnknown, last.type.matches(result) else { return close }
        return last.offset
    }
}

extension TypeChecker.BodyKind {
    var spelling: String {
        switch self {
        case .function: return Msg.Typing.globalFunction
        case .method: return Msg.Typing.instanceMethod
        case .getter: return Msg.Typing.getter
        case .closure: return Msg.Typing.closure
        }
    }
}

extension TypeChecker {
    /// An `if` or `switch` used as a value (Swift 5.9): each branch's expression is the value.
    /// Without a `result` to convert to, `collecting` gathers each branch's own type instead.
    func checkBranchValue(_ statement: inout Stmt, against result: SwiftType, collecting: Bool = false) {
        switch statement.kind {
        case .switchStatement(var s):
            let subject = infer(&s.subject, nil)
            let reported = problems.count
            for index in s.cases.indices {
                // swiftc gives up on the switch at its first branch of the wrong type.
                if problems.count > reported {
                    var rest = s.cases[index]
                    _ = speculate { withScope {
                        checkLabel(&rest.label, subject: subject)
                        checkBranch(&rest.body, against: result, collecting: collecting)
                    } }
                    continue
                }
                withScope {
                    checkLabel(&s.cases[index].label, subject: subject)
                    checkBranch(&s.cases[index].body, against: result, collecting: collecting)
                }
            }
            // A switch whose branches do not type is not judged for exhaustiveness, as swiftc does.
            if problems.count == reported { checkExhaustive(s, subject: subject) }
            statement.kind = .switchStatement(s)
        case .ifStatement(var conditions, var then, var otherwise):
            withScope {
                check(&conditions)
                withScope { checkBranch(&then.statements, against: result, collecting: collecting) }
            }
            switch otherwise {
            case .block(var b)?:
                withScope { checkBranch(&b.statements, against: result, collecting: collecting) }
                otherwise = .block(b)
            case .elseIf(var s)?:
                withScope { checkBranchValue(&s, against: result, collecting: collecting) }
                otherwise = .elseIf(s)
            case nil: break
            }
            statement.kind = .ifStatement(conditions: conditions, then: then, otherwise: otherwise)
        case .expression, .declaration, .guardStatement, .whileLoop, .repeatWhile, .forIn, .returnStatement,
             .breakStatement, .continueStatement, .fallthroughStatement, .doBlock, .doCatch, .throwStatement,
             .deferStatement, .labeled, .labeledJump:
            check(&statement)
        }
    }

    private func checkBranch(_ statements: inout [Stmt], against result: SwiftType, collecting: Bool) {
        guard statements.count == 1 else { return checkStatements(&statements) }
        switch statements[0].kind {
        case .expression(var e):
            if collecting {
                branchTypes[branchTypes.count - 1].append((infer(&e, nil), e.span.start))
            } else {
                _ = check(&e, against: result, .returned)
            }
            // The branch's value is what the body returns: written as the `return` it means.
            statements[0].kind = .returnStatement(e)
        case .switchStatement, .ifStatement:
            checkBranchValue(&statements[0], against: result, collecting: collecting)
        case .declaration, .guardStatement, .whileLoop, .repeatWhile, .forIn, .returnStatement,
             .breakStatement, .continueStatement, .fallthroughStatement, .doBlock, .doCatch, .throwStatement,
             .deferStatement, .labeled, .labeledJump:
            checkStatements(&statements)
        }
    }
}

extension TypeChecker {
    /// `let s = switch e { … }`: typed by what is expected of it; without that, every branch
    /// on its own, and they must agree (swiftc joins no types here, not even `Int` and `Double`).
    func inferBranchValue(_ statement: inout Stmt, hint: SwiftType?) -> SwiftType {
        guard Flow.isBranchExpression(statement) else {
            if case .ifStatement(_, _, nil) = statement.kind {
                report(Msg.Typing.ifExpressionWithoutElse, at: statement.span.start)
            } else {
                report(Msg.Syntax.notInSubset(Msg.Typing.multiStatementBranch), at: statement.span.start)
            }
            check(&statement)
            return .unknown
        }
        if let hint, !hint.isUnknown {
            checkBranchValue(&statement, against: hint)
            return hint
        }
        branchTypes.append([])
        checkBranchValue(&statement, against: .unknown, collecting: true)
        let found = branchTypes.removeLast()
        guard let first = found.first else { return .unknown }
        if let other = found.first(where: { !$0.type.isUnknown && !first.type.isUnknown && $0.type != first.type }) {
            report(Msg.Typing.branchTypesDiffer(first.type.spelling, other.type.spelling), at: first.offset)
            return .unknown
        }
        return found.first(where: { !$0.type.isUnknown })?.type ?? .unknown
    }
}

extension TypeChecker {
    /// Where `word` is written among the modifiers before a declaration that starts at `offset`
    /// (`weak` of `weak private var x`): the declaration's own span starts at `var`.
    func modifierOffset(_ word: String, before offset: Int) -> Int {
        let bytes = source.utf8
        var end = min(offset, bytes.count)
        while end > 0 {
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] >= UInt8(ascii: "a"), bytes[start - 1] <= UInt8(ascii: "z") { start -= 1 }
            guard start < end else { break }
            if String(decoding: bytes[start..<end], as: UTF8.self) == word { return start }
            end = start
        }
        return offset
    }
}
