import Interpreter

/// What says which shapes of a type are legitimate (DESIGN §7), supplied by the state-machine
/// domain (a loaded model): the arithmetic counts shapes, it does not run machines.
public protocol LegitimacySource: AnyObject {
    /// `legitimo=`: the name of the predicate that judges values, if one is named.
    var legitimacyPredicate: String? { get }
    /// The machine's state type: the one type whose legitimate shapes are the reachable ones.
    var reachableStateType: RuntimeType? { get }
    /// The states reachable from the initial state (at most `limit`), and whether that is all.
    func reachableStates(limit: Int, shouldStop: () -> Bool) -> (states: [Value], complete: Bool)
    /// Example values of a type, for the leaves of a shape whose values are unbounded.
    func sampleValues(of type: RuntimeType) -> [Value]
}
