/// How many shapes a type has: an exact number, or no bound at all when the type contains
/// itself (an `indirect` list has a shape per length). Unbounded *values* (`Int`, `String`)
/// are not this: they count one shape each (DESIGN §7).
public enum ShapeCount: Hashable, Sendable, CustomStringConvertible {
    case exactly(BigNatural)
    case unlimited

    public static let zero = ShapeCount.exactly(.zero)
    public static let one = ShapeCount.exactly(.one)
    public static let two = ShapeCount.exactly(2)

    public var finite: BigNatural? {
        switch self {
        case .exactly(let number): return number
        case .unlimited: return nil
        }
    }

    public static func + (a: ShapeCount, b: ShapeCount) -> ShapeCount {
        switch (a, b) {
        case (.exactly(let x), .exactly(let y)): return .exactly(x + y)
        case (.unlimited, _), (_, .unlimited): return .unlimited
        }
    }

    /// A product with an uninhabited factor (`Never`) has no values at all, even beside a
    /// recursive one: zero wins over unlimited.
    public static func * (a: ShapeCount, b: ShapeCount) -> ShapeCount {
        switch (a, b) {
        case (.exactly(let x), .exactly(let y)): return .exactly(x * y)
        case (.exactly(let x), .unlimited), (.unlimited, .exactly(let x)): return x.isZero ? .zero : .unlimited
        case (.unlimited, .unlimited): return .unlimited
        }
    }

    public var description: String {
        switch self {
        case .exactly(let number): return number.description
        case .unlimited: return "∞"
        }
    }
}
