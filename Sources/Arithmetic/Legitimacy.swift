import Interpreter

/// How many of a type's shapes are legitimate, and by which criterion (DESIGN §7): the
/// shapes the model's `legitimo=` predicate accepts, else those reachable from the machine's
/// initial state. When neither applies, or counting cannot finish, the reason why.
public enum Legitimacy: Sendable {
    /// `complete` is false when exploration stopped at its bound: then it is «at least».
    case counted(BigNatural, Criterion, complete: Bool)
    case unknown(Gap)

    public enum Criterion: Sendable, Equatable {
        /// The `legitimo=` predicate, by its function name.
        case predicate(String)
        /// Reachable from the initial state, shown as the REPL shows it.
        case reachability(initial: String)
    }

    public enum Gap: Sendable {
        /// No model is loaded: nothing says which shapes make sense.
        case noModel
        /// No predicate judges this type and it is not the machine's state type.
        case noCriterion
        /// A recursive type: its shapes cannot be listed.
        case unlimited
        /// More shapes than can be asked about one by one.
        case tooManyShapes(BigNatural, limit: Int)
        /// A shape has a value of this type and no value of it can be built.
        case noSample(String)
        /// The lesson names a `legitimo=` predicate the model does not define.
        case predicateMissing(String)
        /// The predicate stopped (a trap, a runaway loop, Ctrl-C) on this shape.
        case predicateFailed(predicate: String, value: String, diagnostic: String)
        /// The predicate answered something that is not a `Bool`.
        case predicateNotBool(predicate: String, value: String, answer: String)
        /// Ctrl-C between two calls: how far it got.
        case interrupted(asked: Int, of: Int)
        /// The initial state could not be built, or the exploration reached nothing.
        case explorationFailed
    }

    public var count: BigNatural? {
        switch self {
        case .counted(let number, _, _): return number
        case .unknown: return nil
        }
    }
}

/// Counts legitimate shapes for the types of one model (or of no model: then nothing
/// judges them and the answer is `.unknown(.noModel)`).
public struct LegitimacyCounter {
    public let interpreter: Interpreter
    public let model: (any LegitimacySource)?
    /// Above this many shapes the predicate is not asked one shape at a time (2^16: sixteen
    /// independent flags still answer in about a second).
    public var enumerationLimit = 65_536
    /// States explored before reachability gives up and says «at least».
    public var explorationLimit = 65_536
    /// Polled between predicate calls and between explored states (Ctrl-C).
    public var shouldStop: () -> Bool = { false }

    public init(interpreter: Interpreter, model: (any LegitimacySource)?) {
        self.interpreter = interpreter
        self.model = model
    }

    public func legitimacy(of formula: ShapeFormula) -> Legitimacy {
        if let predicate = model?.legitimacyPredicate, !predicate.isEmpty {
            switch predicateApplies(predicate, to: formula) {
            case .yes: return byPredicate(predicate, formula)
            case .missing where isStateType(formula): return .unknown(.predicateMissing(predicate))
            case .missing, .otherType: break
            }
        }
        guard let model else { return .unknown(.noModel) }
        if isStateType(formula) { return byReachability(model, formula) }
        return .unknown(.noCriterion)
    }

    // MARK: - Which criterion

    private enum Applicability { case yes, otherType, missing }

    /// A predicate judges the type of its one parameter (`esLegitima(_ p: PantallaDePerfil)`).
    private func predicateApplies(_ name: String, to formula: ShapeFormula) -> Applicability {
        let candidates = interpreter.allFunctions.filter { $0.node.name == name && $0.node.parameters.count == 1 }
        guard let function = candidates.first else { return .missing }
        let parameter = interpreter.resolve(function.node.parameters[0].type)
        return parameter.isSame(as: formula.type) ? .yes : .otherType
    }

    private func isStateType(_ formula: ShapeFormula) -> Bool {
        model?.reachableStateType?.isSame(as: formula.type) ?? false
    }

    // MARK: - By predicate

    private func byPredicate(_ name: String, _ formula: ShapeFormula) -> Legitimacy {
        guard let total = formula.count.finite else { return .unknown(.unlimited) }
        guard let shapes = total.intValue, shapes <= enumerationLimit else {
            return .unknown(.tooManyShapes(total, limit: enumerationLimit))
        }
        let values: [Value]
        do {
            values = try Representatives(interpreter: interpreter, samples: model?.sampleValues ?? { _ in [] }).values(of: formula)
        } catch let missing as Representatives.NoSample {
            return .unknown(.noSample(missing.typeName))
        } catch {
            return .unknown(.noSample(formula.typeName))
        }
        // What the predicate prints is not the answer; the REPL shows only the count.
        let saved = interpreter.output
        interpreter.output = { _ in }
        defer { interpreter.output = saved }
        var accepted = 0
        for (asked, value) in values.enumerated() {
            if shouldStop() { return .unknown(.interrupted(asked: asked, of: values.count)) }
            let text = ValuePrinter.short.description(value)
            do {
                switch try interpreter.callFunction(named: name, arguments: [value]) {
                case .bool(true): accepted += 1
                case .bool(false): break
                case let other:
                    return .unknown(.predicateNotBool(predicate: name, value: text, answer: interpreter.describe(other)))
                }
            } catch let failure as RuntimeError {
                return .unknown(.predicateFailed(predicate: name, value: text, diagnostic: failure.diagnostic.rendered))
            } catch {
                return .unknown(.predicateFailed(predicate: name, value: text, diagnostic: "\(error)"))
            }
        }
        return .counted(BigNatural(accepted), .predicate(name), complete: true)
    }

    // MARK: - By reachability

    private func byReachability(_ model: any LegitimacySource, _ formula: ShapeFormula) -> Legitimacy {
        guard let representable = formula.count.finite else { return .unknown(.unlimited) }
        // A state with a counter has endless states but few shapes: a short exploration that
        // already meets every shape needs no long one.
        var limits = [min(1_024, explorationLimit)]
        if explorationLimit > limits[0] { limits.append(explorationLimit) }
        var result = Legitimacy.unknown(.explorationFailed)
        for limit in limits {
            let reached = model.reachableStates(limit: limit, shouldStop: shouldStop)
            guard let initial = reached.states.first else { return .unknown(.explorationFailed) }
            let shapes = Set(reached.states.map { formula.key(of: $0) })
            let count = BigNatural(shapes.count)
            // Every representable shape reached: nothing more to find, even if states remain.
            let complete = reached.complete || count == representable
            result = .counted(count, .reachability(initial: ValuePrinter.short.description(initial)), complete: complete)
            if complete || shouldStop() { break }
        }
        return result
    }
}
