import Language
import Messages

/// Statements and the declarations that may stand among them.
extension TypeChecker {
    func check(_ block: inout Block) {
        withScope { checkStatements(&block.statements) }
    }

    func checkStatements(_ statements: inout [Stmt]) {
        // Nested functions can be called before their declaration inside the same block.
        for statement in statements {
            if case .declaration(.function(let f)) = statement.kind {
                declare(f.name, functionType(f, in: context.path), isLet: true)
            }
        }
        noteDeadCode(after: statements)
        reportDuplicateDeclarations(statements, isLocal: true)
        withLocalTypes(of: statements) {
            for index in statements.indices { check(&statements[index]) }
        }
    }

    func check(_ statement: inout Stmt) {
        switch statement.kind {
        case .expression(var e):
            let type = infer(&e, nil)
            lastExpressionStatement = (e.span.start, type)
            statement.kind = .expression(e)
        case .declaration(var d):
            let isBody: Bool
            switch d {
            // An alias is a declaration too: at the prompt, the type it names may come in a later entry.
            case .function, .enumDecl, .structDecl, .classDecl, .extensionDecl, .protocolDecl, .typeAlias: isBody = true
            case .variable, .initializer, .enumCase: isBody = false
            }
            if isBody { declarationDepth += 1 }
            checkLocalType(&d)
            if isBody { declarationDepth -= 1 }
            statement.kind = .declaration(d)
        case .ifStatement(var conditions, var then, var otherwise):
            noteDeadBranch(conditions, then: then.span, otherwise: otherwise)
            alternatives(2, exhaustive: true) { path in
                if path == 0 {
                    withScope {
                        check(&conditions)
                        check(&then)
                    }
                    return !flow.exits(then.statements)
                }
                switch otherwise {
                case .block(var b)?: check(&b); otherwise = .block(b); return !flow.exits(b.statements)
                case .elseIf(var s)?: check(&s); otherwise = .elseIf(s); return !flow.exits(s)
                case nil: return true
                }
            }
            statement.kind = .ifStatement(conditions: conditions, then: then, otherwise: otherwise)
        case .guardStatement(var conditions, var otherwise):
            // The else block leaves the scope: what it assigns does not reach the code after.
            alternatives(1, exhaustive: false) { _ in check(&otherwise); return false }
            if !flow.exits(otherwise.statements, .scope) {
                reportFlow(Msg.Typing.guardFallsThrough, at: otherwise.span.end - 1)
            }
            check(&conditions)
            statement.kind = .guardStatement(conditions: conditions, otherwise: otherwise)
        case .whileLoop(var conditions, var body):
            if Self.literalCondition(conditions) == false { deadCode.append(body.span) }
            alternatives(1, exhaustive: false) { _ in
                withScope {
                    check(&conditions)
                    inLoop { inJumpTarget(isLoop: true) { check(&body) } }
                }
                return true
            }
            statement.kind = .whileLoop(conditions: conditions, body: body)
        case .repeatWhile(var body, var condition):
            inLoop { inJumpTarget(isLoop: true) { check(&body) } }
            checkCondition(&condition)
            statement.kind = .repeatWhile(body: body, condition: condition)
        case .forIn(let pattern, var sequence, var whereClause, var body):
            // `for e: Evento in [.a, .b]`: the written element type is the array's context.
            var hint: SwiftType?
            if case .typed(_, let written) = pattern.kind { hint = .array(resolve(written)) }
            var element = elementType(ofSequence: infer(&sequence, hint), at: sequence.span.start)
            // `for (i, x) in xs`: swiftc blames the sequence for elements the pattern cannot take apart.
            if let mismatch = tuplePatternMismatch(pattern, element) {
                report(mismatch, at: anchor(of: sequence))
                element = .unknown
            }
            alternatives(1, exhaustive: false) { _ in
                withScope {
                    bind(pattern, to: element, isLet: true)
                    if var w = whereClause { checkCondition(&w); whereClause = w }
                    inLoop { inJumpTarget(isLoop: true) { check(&body) } }
                }
                return true
            }
            statement.kind = .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body)
        case .switchStatement(var s):
            inJumpTarget(isLoop: false) { check(&s) }
            statement.kind = .switchStatement(s)
        case .returnStatement(var value):
            checkReturnPlace(at: statement.span)
            checkReturn(&value, at: statement.span)
            statement.kind = .returnStatement(value)
        case .breakStatement: checkJump(isBreak: true, at: statement.span)
        case .continueStatement: checkJump(isBreak: false, at: statement.span)
        case .fallthroughStatement: break
        case .doBlock(var b):
            check(&b)
            statement.kind = .doBlock(b)
        case .doCatch(var b, var catches):
            checkDoCatch(&b, &catches)
            statement.kind = .doCatch(b, catches)
        case .throwStatement(var value):
            checkThrow(&value, at: statement.span)
            statement.kind = .throwStatement(value)
        case .deferStatement(var b):
            inDeferBody { check(&b) }
            statement.kind = .deferStatement(b)
        case .labeled(let label, var inner):
            check(&inner)
            statement.kind = .labeled(label, inner)
        case .labeledJump: break
        }
    }

    func checkReturn(_ value: inout Expr?, at span: Span) {
        guard let expected = returnTypes.last else { if var v = value { _ = infer(&v, nil); value = v }; return }
        if var v = value {
            // `return self` in an init: only a failable one returns, and only `nil`.
            if context.isInitializer, closureReturns.isEmpty, expected == .void {
                if case .nilLiteral = v.kind {} else {
                    _ = infer(&v, nil)
                    value = v
                    return report(Msg.Typing.initializerReturnsValue, at: span.start)
                }
            }
            if expected == .void {
                let type = infer(&v, nil)
                if !type.matches(.void) { report(Msg.Typing.unexpectedReturnValue, at: anchor(of: v)) }
            } else {
                if expected.isUnknown, !closureReturns.isEmpty {
                    closureReturns[closureReturns.count - 1].append(infer(&v, nil))
                } else {
                    recordOpaqueReturn(v)
                    // A closure returned outlives the call: it escapes.
                    escaping(v) { _ = check(&v, against: expected, .returned) }
                }
            }
            value = v
        } else if expected != .void, !expected.isUnknown {
            report(Msg.Typing.missingReturnValue(expected.spelling), at: span.start)
        }
    }

    // MARK: - Conditions

    func check(_ conditions: inout [Condition]) {
        for index in conditions.indices {
            switch conditions[index] {
            case .expression(var e):
                checkCondition(&e)
                conditions[index] = .expression(e)
            case .optionalBinding(let isLet, let name, var value, let span):
                let type = infer(&value, nil)
                if let wrapped = type.wrapped {
                    declare(name, wrapped, isLet: isLet)
                } else {
                    if !type.isUnknown { report(Msg.Typing.bindingNeedsOptional(type.spelling), at: span.start) }
                    declare(name, type.isUnknown ? .unknown : type, isLet: isLet)
                }
                conditions[index] = .optionalBinding(isLet: isLet, name: name, value: value, span: span)
            case .casePattern(let pattern, var value, let span):
                let type = infer(&value, nil)
                patternIsCondition = true
                bind(pattern, to: type, isLet: true)
                patternIsCondition = false
                conditions[index] = .casePattern(pattern, value: value, span: span)
            }
        }
    }

    /// A condition must be a `Bool`: Swift names the usual mistakes precisely.
    func checkCondition(_ e: inout Expr) {
        let type = infer(&e, .bool)
        guard !type.matches(.bool) else { return }
        if type.isNumeric { return report(Msg.Typing.numberAsCondition(type.spelling), at: anchor(of: e)) }
        if type.isOptional { return report(Msg.Typing.optionalAsCondition(type.spelling), at: anchor(of: e)) }
        report(Msg.Typing.notACondition(type.spelling), at: anchor(of: e))
    }

    // MARK: - Switch

    func check(_ s: inout SwitchStmt) {
        let subject = infer(&s.subject, nil)
        // `default:` goes last: swiftc refuses the case after it.
        if let index = s.cases.firstIndex(where: { if case .defaultCase = $0.label { return true }; return false }),
           index + 1 < s.cases.count {
            report(Msg.Typing.caseAfterDefault, at: s.cases[index + 1].labelSpan.start)
        }
        // A pattern that does not fit the subject is the error: swiftc says nothing of exhaustiveness then.
        let patternsFit = speculate {
            for switchCase in s.cases {
                var label = switchCase.label
                withScope { checkLabel(&label, subject: subject) }
            }
        }
        if patternsFit { checkExhaustive(s, subject: subject) }
        checkFallthroughs(s.cases)
        // A switch that compiles is exhaustive: one of its cases runs.
        alternatives(s.cases.count, exhaustive: true) { index in
            withScope {
                checkLabel(&s.cases[index].label, subject: subject)
                checkStatements(&s.cases[index].body)
            }
            return !flow.exits(s.cases[index].body)
        }
    }

    /// `fallthrough` into a case that binds a name the case it leaves does not bind: the name
    /// would have no value there (swiftc blames the `fallthrough`).
    private func checkFallthroughs(_ cases: [SwitchCase]) {
        func bound(_ label: SwitchCase.Label) -> [String] {
            guard case .items(let items) = label else { return [] }
            return items.flatMap(\.pattern.boundNames).filter { $0 != "_" }
        }
        for index in cases.indices.dropLast() {
            guard let jump = cases[index].body.first(where: { if case .fallthroughStatement = $0.kind { true } else { false } })
            else { continue }
            let own = Set(bound(cases[index].label))
            if let missing = bound(cases[index + 1].label).first(where: { !own.contains($0) }) {
                report(Msg.Typing.fallthroughIntoBinding(missing), at: jump.span.start)
            }
        }
    }

    /// A case's patterns against the subject, binding their names, and their `where` guards.
    func checkLabel(_ label: inout SwitchCase.Label, subject: SwiftType) {
        guard case .items(var items) = label else { return }
        for item in items.indices {
            bind(items[item].pattern, to: subject, isLet: true)
            if var g = items[item].guardExpression { checkCondition(&g); items[item].guardExpression = g }
        }
        // `case .llegada(let n), .salida:` — the body could read an `n` the second never gave.
        let bound = items.map { $0.pattern.bindings.filter { $0.name != "_" } }
        for names in bound {
            for (name, offset) in names where bound.contains(where: { !$0.contains { $0.name == name } }) {
                report(Msg.Typing.unboundInSomePattern(name), at: offset)
            }
        }
        label = .items(items)
    }

    // MARK: - Sequences

    /// What `for … in` over `type` gives: the library's element, or a report of why it is no sequence.
    func elementType(ofSequence type: SwiftType, at offset: Int) -> SwiftType {
        if let element = Library.element(of: type) { return element }
        switch type {
        case .optional:
            report(Msg.Typing.optionalSequence(type.spelling), at: offset)
        case .int, .double, .bool, .character:
            report(Msg.Typing.notASequence(type.spelling), at: offset)
        case .opaque where TextView(type) != nil:
            // `for u in texto.unicodeScalars`: Swift walks it; lesson has no type for its elements.
            report(Msg.Syntax.notInSubset(Msg.Typing.walkingTextView(type.spelling)), at: offset)
        case .array, .set, .range, .string, .substring, .dictionary, .library, .nominal, .void, .tuple, .function, .inoutParameter, .metatype,
             .opaque, .result, .never, .unknown, .parameter:
            break
        }
        return .unknown
    }
}
