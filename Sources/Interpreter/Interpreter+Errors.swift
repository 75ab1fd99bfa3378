import Language
import Messages

/// A Swift error thrown by the program (`throw ErrorBanco.fondos`): it travels as a Swift error
/// through the interpreter until a `catch`, a `try?` or a `try!` takes it.
struct ThrownError: Error {
    let value: Value
    let location: SourceLocation?
}

/// `throw`, `try`, `do`/`catch`, `defer`, and labelled `break`/`continue`, as Swift runs them.
extension Interpreter {
    func throwValue(_ expression: Expr, _ scope: Scope) throws -> Never {
        let value = try evaluate(expression, scope, expected: nil)
        throw ThrownError(value: value, location: currentFile.location(of: expression.span.start))
    }

    func evaluateTry(_ inner: Expr, _ kind: TryKind, _ scope: Scope, expected: RuntimeType?, span: Span) throws -> Value {
        switch kind {
        case .plain:
            return try evaluate(inner, scope, expected: expected)
        case .optional:
            do {
                let value = try evaluate(inner, scope, expected: expected.map(unwrapOptional))
                // Flattened since Swift 5: `try?` of an optional is that optional.
                if case .optional = value { return value }
                return .optional(value)
            } catch is ThrownError {
                return .none
            }
        case .forced:
            do {
                return try evaluate(inner, scope, expected: expected)
            } catch let thrown as ThrownError {
                throw error(Msg.Everyday.forcedTryFailed(printer.debugDescription(thrown.value)), span)
            }
        }
    }

    /// `do { … } catch p where g { … }`: the first clause whose pattern and guard match runs;
    /// none matching, the error goes on outwards.
    func executeDoCatch(_ body: Block, _ catches: [CatchClause], _ scope: Scope) throws -> Flow {
        do {
            return try execute(body.statements, Scope(parent: scope))
        } catch let thrown as ThrownError {
            for clause in catches {
                let inner = Scope(parent: scope)
                if let pattern = clause.pattern {
                    guard try match(pattern, thrown.value, inner, bindsBareNames: false) else { continue }
                } else {
                    inner.declare("error", thrown.value, isLet: true)
                }
                if let condition = clause.guardExpression, try !evaluateCondition(condition, inner) { continue }
                return try execute(clause.body.statements, inner)
            }
            throw thrown
        }
    }

    /// The statements of a block from a `defer` on: the deferred blocks run when the block is
    /// left, however it is left, the last one first.
    func executeDeferring(_ statements: ArraySlice<Stmt>, _ scope: Scope, declaredAhead: Bool = false) throws -> Flow {
        var deferred: [Block] = []
        defer {
            for block in deferred.reversed() { _ = try? execute(block.statements, Scope(parent: scope)) }
        }
        for statement in statements {
            if case .deferStatement(let block) = statement.kind {
                deferred.append(block)
                continue
            }
            if declaredAhead, Self.isDeclaredAhead(statement) { continue }
            let flow = try execute(statement, scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// `externo: for …`: the loop learns its name; a `break externo` from inside anything it
    /// holds ends here.
    func executeLabeled(_ label: String, _ inner: Stmt, _ scope: Scope) throws -> Flow {
        switch inner.kind {
        case .whileLoop, .repeatWhile, .forIn: pendingLoopLabel = label
        default: break
        }
        let flow = try execute(inner, scope)
        if case .breakLoop = flow, jumpLabel == label {
            jumpLabel = nil
            return .normal
        }
        return flow
    }

    /// What a loop does with the flow its body ended with: go on, or stop with a flow for the
    /// statement around it. A labelled jump to another loop goes on outwards.
    func loopStep(_ flow: Flow, label: String?, span: Span) throws -> Flow? {
        switch flow {
        case .normal: return nil
        case .continueLoop:
            guard let target = jumpLabel else { return nil }
            if target == label { jumpLabel = nil; return nil }
            return flow
        case .breakLoop:
            return jumpLabel == nil ? .normal : flow
        case .returned: return flow
        case .fallthroughCase: throw error(Msg.Run.breakOutsideLoop, span)
        }
    }

    /// Takes the label a `labeled` statement left for the loop about to run.
    func takeLoopLabel() -> String? {
        guard let label = pendingLoopLabel else { return nil }
        pendingLoopLabel = nil
        return label
    }

    /// `Result { try … }` (`Result(catching:)`): the closure's value, or the error it threw. The
    /// checker names the Result's arguments (`Result<Int, Error> { … }`) where it knows them;
    /// else a success tells them by its value.
    func resultCatching(_ type: TypeInfo, _ argument: Argument, _ scope: Scope, span: Span) throws -> Value {
        let closure = try evaluate(argument.value, scope, expected: .function)
        guard case .function(let function) = closure else { throw error(Msg.Run.notAFunction, span) }
        let known = type.genericArguments.isEmpty ? nil : type
        do {
            let value = try callFunctionValue(function, [], scope, span: span)
            return .enumCase(EnumValue(type: known ?? caughtResultType(runtimeType(of: value)), caseIndex: 0, payload: [value]))
        } catch let thrown as ThrownError {
            return .enumCase(EnumValue(type: known ?? builtinTypes.result, caseIndex: 1, payload: [thrown.value]))
        }
    }

    /// `Result<Success, any Error>`, what `Result { try … }` is, when its value tells `Success`.
    private func caughtResultType(_ success: RuntimeType?) -> TypeInfo {
        guard let success else { return builtinTypes.result }
        let key = "Result { try … }: " + printer.genericArgumentName(success, qualified: true)
        if let known = resultTypes[key] { return known }
        let info = BuiltinTypes.result(TypeRef(.named(path: ["Any"], generics: []), span: .none),
                                       TypeRef(.named(path: ["Error"], generics: []), span: .none))
        info.genericArguments = [success, .opaque("Error")]
        resultTypes[key] = info
        return info
    }

    /// `get()`, `map`, `flatMap`, `mapError` and `flatMapError` of a `Result`: the closure runs on
    /// the case it is for, the other case goes through as it is. The Result made has the
    /// library's generic type: the checker names its arguments (an `.staticType` around the call).
    func resultMethod(_ name: String, of result: EnumValue, _ arguments: [Argument], _ scope: Scope, span: Span) throws -> Value? {
        if name == "get", arguments.isEmpty { return try resultGet(result, span: span) }
        let forSuccess: Bool
        switch name {
        case "map", "flatMap": forSuccess = true
        case "mapError", "flatMapError": forSuccess = false
        default: return nil
        }
        guard arguments.count == 1, let value = result.payload.first else { return nil }
        guard (result.caseIndex == 0) == forSuccess else {
            return .enumCase(EnumValue(type: builtinTypes.result, caseIndex: result.caseIndex, payload: result.payload))
        }
        let produced = try apply(try evaluate(arguments[0].value, scope, expected: .function), [value], span: span)
        if name.hasPrefix("flatMap") { return produced }
        return .enumCase(EnumValue(type: builtinTypes.result, caseIndex: result.caseIndex, payload: [produced]))
    }

    /// `resultado.get()`: the success's value, or its error thrown.
    func resultGet(_ result: EnumValue, span: Span) throws -> Value {
        guard let value = result.payload.first else { return .void }
        if result.caseIndex == 0 { return value }
        throw ThrownError(value: value, location: currentFile.location(of: span.start))
    }

    /// A thrown error that reached a public entry point: compiled Swift stops the program there.
    func uncaught(_ thrown: ThrownError) -> RuntimeError {
        RuntimeError(Msg.Everyday.uncaughtError(printer.debugDescription(thrown.value)), location: thrown.location)
    }
}
