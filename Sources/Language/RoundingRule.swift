/// `FloatingPointRoundingRule`'s cases by name, for `x.rounded(.down)`: the checker accepts
/// them and the interpreter rounds with them.
public enum RoundingRule {
    public static let byName: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]
}
