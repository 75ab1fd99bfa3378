import Language
import Messages

/// What `self` may be used for while an initializer runs, as swiftc's definite initialization
/// judges it: until every stored property has its value (and a subclass has called
/// `super.init`, and a delegating init has called `self.init` or assigned `self`), calling a
/// method, reading a computed property, passing `self` or capturing it in a closure is an error,
/// and so is reading, or passing `inout`, a property that has no value yet.
extension InitializerCoverage {
    /// The names a bare identifier in the initializer may mean on `self`.
    struct Members {
        var stored: Set<String> = []
        var methods: Set<String> = []
        var computed: Set<String> = []
        /// The properties a subclass inherits (its inherited methods are among `methods`).
        var inherited: Set<String> = []
        var isClass = false
        var isSubclass = false
        /// A subclass's designated init whose superclass has no `init()` that Swift would call at its end.
        var superInitRequired = false
        /// A `convenience` init, an enum's, or one that calls `self.init(…)` or assigns `self`.
        var delegates = false

        func knows(_ name: String) -> Bool {
            stored.contains(name) || methods.contains(name) || computed.contains(name) || inherited.contains(name)
        }
    }

    /// A use of `self` too early, where swiftc reports it.
    struct SelfUse {
        enum Kind {
            /// A struct's `self` passed, or its method, computed property or unset property used.
            case selfBeforeAllStored
            case methodBeforeAllStored(String)
            case propertyBeforeAllStored(String)
            /// A class's stored property read with no value yet (a bare `self`: the first such).
            case propertyRead(missing: Set<String>)
            case passedByReference(String)
            /// A struct's closure: swiftc names the first property without a value.
            case capturedProperty(missing: Set<String>)
            case capturedSelf
            case beforeSuperInit(method: String?, property: String?)
            case beforeSelfInit
        }
        enum Anchor {
            case offset(Int)
            /// The operator of `x += 1`.
            case compoundOperator(String, target: Expr, value: Expr)
        }
        let kind: Kind
        let anchor: Anchor
    }

    /// The marks `assigned` carries beside property names: `super.init` or `self.init` reached.
    static let superInitMark = "super.init()", selfInitMark = "self.init()"

    func isComplete(_ assigned: Set<String>) -> Bool {
        if members.delegates { return assigned.contains(Self.selfInitMark) }
        return required.isSubset(of: assigned) && (!members.isSubclass || assigned.contains(Self.superInitMark))
    }

    /// Whether the body hands its work to `self.init(…)` or assigns `self` somewhere.
    static func delegates(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .expression(let e): return isDelegation(e)
            case .ifStatement(_, let then, let otherwise):
                if delegates(then.statements) { return true }
                switch otherwise {
                case .block(let block)?: return delegates(block.statements)
                case .elseIf(let nested)?: return delegates([nested])
                case nil: return false
                }
            case .guardStatement(_, let body), .doBlock(let body), .whileLoop(_, let body), .forIn(_, _, _, let body),
                 .repeatWhile(let body, _):
                return delegates(body.statements)
            case .doCatch(let body, let clauses): return delegates(body.statements) || clauses.contains { delegates($0.body.statements) }
            case .switchStatement(let s): return s.cases.contains { delegates($0.body) }
            case .labeled(_, let inner): return delegates([inner])
            case .declaration, .returnStatement, .breakStatement, .continueStatement, .fallthroughStatement, .throwStatement,
                 .deferStatement, .labeledJump:
                return false
            }
        }
    }

    static func isDelegation(_ e: Expr) -> Bool {
        if case .call(let callee, _) = e.kind, case .member(let base, "init") = callee.kind, case .selfExpression = base.kind {
            return true
        }
        if case .assignment("=", let target, _) = e.kind, case .selfExpression = target.kind { return true }
        if case .tryExpression(let inner, _) = e.kind { return isDelegation(inner) }
        return false
    }

    /// Looks at one expression the initializer evaluates; a property passed `inout` counts as
    /// given afterwards (swiftc reports it once).
    mutating func scan(_ e: Expr?, _ assigned: inout Set<String>) {
        guard let e, !isComplete(assigned) else { return }
        scan(e, &assigned, hidden: [])
    }

    private mutating func scan(_ e: Expr, _ assigned: inout Set<String>, hidden: Set<String>) {
        func unset(_ name: String) -> Bool { required.contains(name) && !assigned.contains(name) }
        switch e.kind {
        case .selfExpression:
            report(bareSelf(assigned), at: e.span.start)
        case .identifier(let name):
            guard !shadowed.contains(name), !hidden.contains(name) else { return }
            use(name, at: e.span.start, selfAt: e.span.start, assigned)
        case .member(let base, let name):
            if case .selfExpression = base.kind {
                if name != "init" { use(name, at: e.span.end - name.utf8.count, selfAt: base.span.start, assigned) }
            } else {
                scan(base, &assigned, hidden: hidden)
            }
        case .call(let callee, let arguments):
            // `items.append(1)` on a property without its value: an inout use, at the method.
            if case .member(let base, let method) = callee.kind, Library.mutatingMethods.contains(method),
               let property = place(base, hidden), unset(property) {
                report(.propertyRead(missing: [property]), at: callee.span.end - method.utf8.count)
                assigned.insert(property)
            } else {
                scan(callee, &assigned, hidden: hidden)
            }
            for argument in arguments {
                if case .inoutArgument(let inner) = argument.value.kind, let property = place(inner, hidden) {
                    if unset(property) {
                        report(.passedByReference(property), at: e.span.start)
                        assigned.insert(property)
                    }
                } else {
                    scan(argument.value, &assigned, hidden: hidden)
                }
            }
        case .assignment(let op, let target, let value):
            scan(value, &assigned, hidden: hidden)
            // Before `self.init(…)` even assigning a property uses `self`.
            if members.delegates, place(target, hidden) != nil { return report(.beforeSelfInit, at: target.span.start) }
            if let property = place(target, hidden) {
                if op != "=", unset(property) {
                    uses.append(SelfUse(kind: .passedByReference(property), anchor: .compoundOperator(op, target: target, value: value)))
                    assigned.insert(property)
                }
            } else if op != "=" {
                scan(target, &assigned, hidden: hidden)
            }
        case .closure(let parameters, let body, _):
            // swiftc points at the closure, when anything in it names `self`.
            var mention: Int?
            firstMention(in: body, hidden: hidden.union(parameters), found: &mention)
            guard mention != nil else { return }
            if members.delegates { return report(.beforeSelfInit, at: e.span.start) }
            report(members.isClass ? .capturedSelf : .capturedProperty(missing: required.subtracting(assigned)), at: e.span.start)
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .typeExpression:
            return
        case .stringLiteral, .arrayLiteral, .dictionaryLiteral, .subscriptAccess, .prefix, .binary, .ternary,
             .nilCoalescing, .bindOptional, .optionalEvaluation, .forceUnwrap, .tuple, .inoutArgument, .cast, .isType,
             .range, .injectIntoOptional, .overload, .tryExpression, .staticType:
            for child in e.children { scan(child, &assigned, hidden: hidden) }
        }
    }

    /// The property `x` or `self.x` stands for, when it is one of the type's stored properties.
    private func place(_ e: Expr, _ hidden: Set<String>) -> String? {
        if case .identifier(let name) = e.kind, !shadowed.contains(name), !hidden.contains(name), members.stored.contains(name) {
            return name
        }
        if case .member(let base, let name) = e.kind, case .selfExpression = base.kind, members.stored.contains(name) { return name }
        return nil
    }

    private mutating func use(_ name: String, at offset: Int, selfAt selfOffset: Int, _ assigned: Set<String>) {
        let unsetProperty = required.contains(name) && !assigned.contains(name)
        if members.stored.contains(name) {
            guard unsetProperty || members.delegates else { return }
            if members.delegates { return report(.beforeSelfInit, at: selfOffset) }
            report(members.isClass ? .propertyRead(missing: [name]) : .selfBeforeAllStored, at: offset)
        } else if members.methods.contains(name) || members.computed.contains(name) || members.inherited.contains(name) {
            let isMethod = members.methods.contains(name)
            if members.delegates { return report(.beforeSelfInit, at: selfOffset) }
            // Not complete yet: a subclass has not reached `super.init`.
            if members.isSubclass {
                return report(.beforeSuperInit(method: isMethod ? name : nil, property: isMethod ? nil : name), at: offset)
            }
            guard members.isClass else { return report(.selfBeforeAllStored, at: selfOffset) }
            report(isMethod ? .methodBeforeAllStored(name) : .propertyBeforeAllStored(name), at: offset)
        }
    }

    private func bareSelf(_ assigned: Set<String>) -> SelfUse.Kind {
        if members.delegates { return .beforeSelfInit }
        if members.isSubclass { return .beforeSuperInit(method: nil, property: nil) }
        return members.isClass ? .propertyRead(missing: required.subtracting(assigned)) : .selfBeforeAllStored
    }

    private mutating func report(_ kind: SelfUse.Kind, at offset: Int) {
        uses.append(SelfUse(kind: kind, anchor: .offset(offset)))
    }

    /// The first place a closure's body uses `self`, written or implied.
    private func firstMention(in statements: [Stmt], hidden: Set<String>, found: inout Int?) {
        var hidden = hidden
        for statement in statements {
            for e in statement.expressions {
                firstMention(in: e, hidden: hidden, found: &found)
                if found != nil { return }
            }
            if case .declaration(.variable(let v)) = statement.kind, let name = v.name { hidden.insert(name) }
        }
    }

    private func firstMention(in e: Expr, hidden: Set<String>, found: inout Int?) {
        guard found == nil else { return }
        if case .selfExpression = e.kind {
            found = e.span.start
        } else if case .identifier(let name) = e.kind {
            if !shadowed.contains(name), !hidden.contains(name), members.knows(name) { found = e.span.start }
        } else if case .closure(let parameters, let body, _) = e.kind {
            firstMention(in: body, hidden: hidden.union(parameters), found: &found)
        } else {
            for child in e.children { firstMention(in: child, hidden: hidden, found: &found) }
        }
    }
}

extension Expr {
    /// The expressions directly inside, in the order they are written (a closure's body aside).
    var children: [Expr] {
        switch kind {
        case .integerLiteral, .wideIntegerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .identifier, .selfExpression, .implicitMember,
             .typeExpression, .closure:
            return []
        case .stringLiteral(let segments):
            return segments.compactMap { if case .interpolation(let inner) = $0 { return inner } else { return nil } }
        case .arrayLiteral(let elements): return elements
        case .dictionaryLiteral(let pairs): return pairs.flatMap { [$0.key, $0.value] }
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments): return [callee] + arguments.map(\.value)
        case .tuple(let arguments): return arguments.map(\.value)
        case .member(let inner, _), .prefix(_, let inner), .bindOptional(let inner), .optionalEvaluation(let inner),
             .forceUnwrap(let inner), .inoutArgument(let inner), .cast(let inner, _, _), .isType(let inner, _),
             .injectIntoOptional(let inner), .overload(let inner, _, _), .tryExpression(let inner, _), .staticType(let inner, _):
            return [inner]
        case .binary(_, let a, let b), .nilCoalescing(let a, let b), .range(let a, let b, _), .assignment(_, let a, let b):
            return [a, b]
        case .ternary(let a, let b, let c): return [a, b, c]
        }
    }
}

extension Stmt {
    /// Every expression a statement holds, its nested blocks' too, in the order they are written:
    /// for a closure's body, where only whether (and where first) it names `self` matters.
    var expressions: [Expr] {
        func conditions(_ list: [Condition]) -> [Expr] {
            list.map {
                switch $0 {
                case .expression(let e): return e
                case .optionalBinding(_, _, let value, _), .casePattern(_, let value, _): return value
                }
            }
        }
        func all(_ statements: [Stmt]) -> [Expr] { statements.flatMap(\.expressions) }
        switch kind {
        case .expression(let e): return [e]
        case .declaration(.variable(let v)): return v.initializer.map { [$0] } ?? []
        case .declaration: return []
        case .ifStatement(let list, let then, let otherwise):
            let rest: [Expr]
            switch otherwise {
            case .block(let block)?: rest = all(block.statements)
            case .elseIf(let nested)?: rest = nested.expressions
            case nil: rest = []
            }
            return conditions(list) + all(then.statements) + rest
        case .guardStatement(let list, let body), .whileLoop(let list, let body): return conditions(list) + all(body.statements)
        case .repeatWhile(let body, let condition): return all(body.statements) + [condition]
        case .forIn(_, let sequence, let whereClause, let body): return [sequence] + (whereClause.map { [$0] } ?? []) + all(body.statements)
        case .switchStatement(let s):
            return [s.subject] + s.cases.flatMap { arm -> [Expr] in
                let guards: [Expr]
                if case .items(let items) = arm.label { guards = items.compactMap(\.guardExpression) } else { guards = [] }
                return guards + all(arm.body)
            }
        case .returnStatement(let value): return value.map { [$0] } ?? []
        case .throwStatement(let value): return [value]
        case .doBlock(let body), .deferStatement(let body): return all(body.statements)
        case .doCatch(let body, let clauses):
            return all(body.statements) + clauses.flatMap { (($0.guardExpression.map { [$0] }) ?? []) + all($0.body.statements) }
        case .labeled(_, let inner): return inner.expressions
        case .breakStatement, .continueStatement, .fallthroughStatement, .labeledJump: return []
        }
    }
}

extension TypeChecker {
    /// The type's names an initializer's bare identifiers may mean, and how it must make `self`.
    func initializerMembers(of type: NominalDecl, _ initializer: InitDecl) -> InitializerCoverage.Members {
        var members = InitializerCoverage.Members()
        members.stored = Set(type.storedProperties.compactMap(\.name))
        for (name, overloads) in type.methods where overloads.contains(where: { !$0.isStatic }) { members.methods.insert(name) }
        for (name, property) in type.properties where property.getter != nil && !property.isStatic { members.computed.insert(name) }
        members.isClass = type.kind == .classType
        members.delegates = type.kind == .enumType || initializer.isConvenience
            || InitializerCoverage.delegates(initializer.body.statements)
        var ancestor = superclass(of: type)
        members.isSubclass = ancestor != nil && !members.delegates
        if let parent = ancestor, members.isSubclass {
            let designated = parent.initializers.filter { !$0.isConvenience }
            members.superInitRequired = designated.isEmpty
                ? !parent.storedProperties.allSatisfy(Self.startsWithValue) : !designated.contains { $0.parameters.isEmpty }
        }
        while let parent = ancestor {
            for (name, overloads) in parent.methods where overloads.contains(where: { !$0.isStatic }) { members.methods.insert(name) }
            for (name, property) in parent.properties where !property.isStatic { members.inherited.insert(name) }
            ancestor = superclass(of: parent)
        }
        members.inherited.subtract(members.stored.union(members.computed))
        return members
    }

    /// swiftc's words for a use of `self` too early; `order` is the properties in declaration order.
    func report(_ use: InitializerCoverage.SelfUse, firstOf order: [String]) {
        let offset: Int
        switch use.anchor {
        case .offset(let at): offset = at
        case .compoundOperator(let op, let target, let value): offset = operatorOffset(op, between: target, value) ?? target.span.end
        }
        let message: String
        switch use.kind {
        case .selfBeforeAllStored: message = Msg.Typing.selfBeforeAllStored()
        case .methodBeforeAllStored(let name): message = Msg.Typing.selfBeforeAllStored(method: name)
        case .propertyBeforeAllStored(let name): message = Msg.Typing.selfBeforeAllStored(property: name)
        case .propertyRead(let missing): message = Msg.Typing.propertyUsedBeforeValue(order.first(where: missing.contains) ?? "")
        case .passedByReference(let name): message = Msg.Typing.propertyPassedBeforeValue(name)
        case .capturedProperty(let missing): message = Msg.Typing.propertyCapturedBeforeValue(order.first(where: missing.contains) ?? "")
        case .capturedSelf: message = Msg.Typing.selfCapturedBeforeAllMembers
        case .beforeSuperInit(let method, let property):
            message = Msg.Typing.selfBeforeSuperInit(method: method, property: property)
        case .beforeSelfInit: message = Msg.Typing.selfBeforeSelfInit
        }
        reportFlow(message, at: offset)
    }
}
