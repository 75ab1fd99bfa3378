import Language
import Messages

/// Matches a value, writing the names the pattern binds into their slots.
typealias Match = (Frame, Value) throws -> Bool

/// One arm of a lowered `switch`; a class, so that taking the arm that matched copies one reference.
private final class Arm {
    struct Item {
        let match: Match
        let guardCondition: ((Frame) throws -> Bool)?
        let span: Span
    }
    let items: [Item]
    let isDefault: Bool
    let labelSpan: Span
    /// The names the arm binds, with their slots, for the REPL's explanation.
    let bindings: [(name: String, slot: Int)]
    let body: Exec

    init(items: [Item], isDefault: Bool, labelSpan: Span, bindings: [(name: String, slot: Int)], body: @escaping Exec) {
        self.items = items; self.isDefault = isDefault; self.labelSpan = labelSpan; self.bindings = bindings
        self.body = body
    }
}

extension Lowerer {
    func lowerSwitch(_ statement: SwitchStmt) throws -> Exec {
        let interpreter = self.interpreter
        let subject = root(statement.subject, nil)
        let subjectType = lower(statement.subject, .known(nil))?.type
        let arms: [Arm] = try statement.cases.map { arm in
            try withScope {
                switch arm.label {
                case .defaultCase, .unknownDefault:
                    return Arm(items: [], isDefault: true, labelSpan: arm.labelSpan, bindings: [],
                               body: try block(arm.body))
                case .items(let items):
                    let lowered = try items.map { item in
                        Arm.Item(match: try pattern(item.pattern, subject: subjectType, bindsBareNames: false),
                                 guardCondition: item.guardExpression.map(condition), span: item.span)
                    }
                    var seen = Set<String>()
                    let names = items.flatMap { $0.pattern.boundNames }.filter { seen.insert($0).inserted }
                    let bindings = names.compactMap { name in lookup(name).map { (name: name, slot: $0.slot) } }
                    return Arm(items: lowered, isDefault: false, labelSpan: arm.labelSpan, bindings: bindings,
                               body: try block(arm.body))
                }
            }
        }
        let file = self.file
        let span = statement.span
        let noCase = error(Msg.Run.noCaseMatched, span)
        let table = caseTable(statement, subject: subjectType)
        return { frame in
            let value = try subject(frame)
            var failedGuards: [Span] = []
            var first = 0
            // Every arm names cases without payload or guard: the arm that matches is known, and
            // matching it again would only say yes.
            var known = false
            if let table, case .enumCase(let found) = value, found.type === table.type {
                first = table.arms[found.caseIndex]
                known = first < arms.count
            }
            for index in first..<arms.count {
                let arm = arms[index]
                var matched = arm.isDefault || known
                if !matched {
                    for item in arm.items {
                        guard try item.match(frame, value) else { continue }
                        if let guardCondition = item.guardCondition, try !guardCondition(frame) {
                            failedGuards.append(item.span)
                            continue
                        }
                        matched = true
                        break
                    }
                }
                guard matched else { continue }
                if let observer = interpreter.switchObserver {
                    if observer.wantsDetails {
                        observer.switchRan(SwitchTrace(
                            file: file, depth: interpreter.depth, switchSpan: span, matchedLabel: arm.labelSpan,
                            matchedIsDefault: arm.isDefault,
                            bindings: arm.bindings.map { ($0.name, frame[$0.slot]) }, failedGuards: failedGuards))
                    } else {
                        observer.armMatched(labelStart: arm.labelSpan.start, depth: interpreter.depth)
                    }
                }
                var next = index
                while true {
                    let flow = try arms[next].body(frame)
                    switch flow {
                    case .normal, .breakLoop: return .normal
                    case .continueLoop, .returned: return flow
                    case .fallthroughCase:
                        next += 1
                        guard next < arms.count else { return .normal }
                    }
                }
            }
            if let observer = interpreter.switchObserver, observer.wantsDetails {
                observer.switchRan(SwitchTrace(file: file, depth: interpreter.depth, switchSpan: span,
                                               matchedLabel: nil, matchedIsDefault: false, bindings: [],
                                               failedGuards: failedGuards))
            }
            throw noCase
        }
    }

    /// For a `switch` over an enum whose arms only name payload-free cases (`case .pulsar3:`)
    /// or are `default`, the first arm each case reaches; nil for any other `switch`.
    private func caseTable(_ statement: SwitchStmt, subject: RuntimeType?) -> (type: TypeInfo, arms: [Int])? {
        guard case .nominal(let info)? = subject, info.kind == .enumeration else { return nil }
        var arms = Array(repeating: statement.cases.count, count: info.cases.count)
        for (position, arm) in statement.cases.enumerated().reversed() {
            switch arm.label {
            case .defaultCase, .unknownDefault:
                arms = arms.map { _ in position }
            case .items(let items):
                for item in items.reversed() {
                    guard item.guardExpression == nil, case .enumCase(let typeRef, let name, nil) = item.pattern.kind,
                          typeRef.map({ if case .nominal(let written) = resolve($0) { return written === info }; return false }) ?? true,
                          let index = info.caseIndex(name) else { return nil }
                    arms[index] = position
                }
            }
        }
        return (info, arms)
    }

    // MARK: - Patterns

    /// Lowers a pattern matched against values of `subject` (when known). Enum cases compare by
    /// index when the value's type is the one expected, and by name otherwise, as the tree walker does.
    func pattern(_ pattern: Pattern, subject: RuntimeType?, bindsBareNames: Bool, isLet: Bool = true) throws -> Match {
        let interpreter = self.interpreter
        switch pattern.kind {
        case .wildcard:
            return { _, _ in true }
        case .binding(let name):
            let slot = bind(name, isLet: isLet, type: subject)
            return { frame, value in frame[slot] = value; return true }
        case .valueBinding(let bindsLet, let inner):
            return try self.pattern(inner, subject: subject, bindsBareNames: true, isLet: bindsLet)
        case .typed(let inner, let ref):
            let type = resolve(ref)
            let match = try self.pattern(inner, subject: type, bindsBareNames: bindsBareNames, isLet: isLet)
            return { frame, value in try match(frame, try interpreter.coerce(value, to: type)) }
        case .enumCase(let typeRef, let name, let payload):
            return try enumCasePattern(typeRef, name, payload, subject: subject, bindsBareNames: bindsBareNames,
                                       isLet: isLet)
        case .tuple(let elements):
            var types: [RuntimeType?] = Array(repeating: nil, count: elements.count)
            if case .tuple(let known)? = subject, known.count == elements.count { types = known.map(\.type) }
            if elements.count == 1, elements[0].label == nil {
                return try self.pattern(elements[0].pattern, subject: subject, bindsBareNames: bindsBareNames, isLet: isLet)
            }
            let matches = try zip(elements, types).map {
                try self.pattern($0.pattern, subject: $1, bindsBareNames: bindsBareNames, isLet: isLet)
            }
            return { frame, value in
                guard case .tuple(let tuple) = value, tuple.elements.count == matches.count else { return false }
                for index in matches.indices where try !matches[index](frame, tuple.elements[index]) { return false }
                return true
            }
        case .optionalSome(let inner):
            var wrappedType: RuntimeType?
            if case .optional(let wrapped)? = subject { wrappedType = wrapped }
            let match = try self.pattern(inner, subject: wrappedType, bindsBareNames: bindsBareNames, isLet: isLet)
            return { frame, value in
                guard case .optional(let wrapped) = value, let wrapped else { return false }
                return try match(frame, wrapped)
            }
        case .expression(let expression):
            if bindsBareNames, case .identifier(let name) = expression.kind {
                let slot = bind(name, isLet: true, type: subject)
                return { frame, value in frame[slot] = value; return true }
            }
            return try valuePattern(expression, subject: subject)
        case .cast, .isType:
            throw NotLowered()
        }
    }

    /// `3`, `"x"`, `limite`, `1...3`: `matchExpression`, with the expected type the matched
    /// value has known ahead (a plain type), or no expected type needed.
    private func valuePattern(_ expression: Expr, subject: RuntimeType?) throws -> Match {
        let interpreter = self.interpreter
        if case .range(let lower, let upper, _) = expression.kind, lower.isMissingBound || upper.isMissingBound {
            let range = root(expression, nil)
            return { frame, value in
                guard case .range(let found) = try range(frame) else { return false }
                return Interpreter.rangeMatches(found, value)
            }
        }
        if case .range(let lower, let upper, let closed) = expression.kind {
            let low = root(lower, nil), high = root(upper, nil)
            return { frame, value in
                let l = try low(frame)
                return Interpreter.range(l, try high(frame), closed: closed, contains: value)
            }
        }
        var expected = subject
        switch subject {
        case .int?, .double?, .bool?, .string?, .nominal?: break
        default:
            guard !contextual(expression) else { throw NotLowered() }
            expected = nil
        }
        let eval = root(expression, expected)
        return { frame, value in
            let expected = interpreter.runtimeType(of: value)
            let other = try eval(frame)
            if case .range(let range) = other { if case .range = value {} else { return Interpreter.rangeMatches(range, value) } }
            return valuesEqual(value, try interpreter.coerce(other, to: expected))
        }
    }

    private func enumCasePattern(_ typeRef: TypeRef?, _ name: String, _ payload: [PatternElement]?,
                                 subject: RuntimeType?, bindsBareNames: Bool, isLet: Bool) throws -> Match {
        // The enum the pattern expects: its written type, else the subject's (through optionals).
        var info: TypeInfo?
        if let typeRef, case .nominal(let written) = resolve(typeRef) { info = written }
        if info == nil, case .nominal(let known)? = subject.map(unwrapped) { info = known }
        guard let info, info.kind == .enumeration, let index = info.caseIndex(name),
              !["none", "some"].contains(name) else {
            throw NotLowered()
        }
        let caseInfo = info.cases[index]
        guard let payload else {
            return { _, value in Lowerer.caseMatches(value, info, index, name) != nil }
        }
        // `.cargando(let todo)` binds the whole payload as a tuple.
        let bindsWhole = payload.count == 1 && caseInfo.payloadElements.count > 1
        let elementTypes = caseInfo.payloadElements.map { (label: $0.label, type: interpreter.resolveType($0.type, context: info)) }
        var types: [RuntimeType?] = elementTypes.map(\.type)
        if bindsWhole { types = [.tuple(elementTypes)] }
        if types.count != payload.count { types = Array(repeating: nil, count: payload.count) }
        let matches = try zip(payload, types).map {
            try pattern($0.pattern, subject: $1, bindsBareNames: bindsBareNames, isLet: isLet)
        }
        return { frame, value in
            guard let found = Lowerer.caseMatches(value, info, index, name) else { return false }
            if matches.count == 1, found.payload.count > 1 {
                let labels = found.caseInfo?.payloadElements.map(\.label) ?? []
                return try matches[0](frame, .tuple(TupleValue(labels: labels, elements: found.payload)))
            }
            guard found.payload.count == matches.count else { return false }
            for position in matches.indices where try !matches[position](frame, found.payload[position]) { return false }
            return true
        }
    }

    /// The enum value (seen through optionals) when it is case `index` of `info`; a value of
    /// another enum type matches by case name, as the tree walker matches.
    static func caseMatches(_ value: Value, _ info: TypeInfo, _ index: Int, _ name: String) -> EnumValue? {
        switch value {
        case .enumCase(let found):
            if found.type === info { return found.caseIndex == index ? found : nil }
            return found.caseName == name ? found : nil
        case .optional(let wrapped):
            guard let wrapped else { return nil }
            return caseMatches(wrapped, info, index, name)
        case .int, .double, .bool, .string, .substring, .uint8, .fixed, .scalar, .float, .array, .dictionary, .set, .range, .tuple, .structure, .instance, .function,
             .metatype, .opaque, .void:
            return nil
        }
    }

    func unwrapped(_ type: RuntimeType) -> RuntimeType {
        if case .optional(let wrapped) = type { return unwrapped(wrapped) }
        return type
    }
}
