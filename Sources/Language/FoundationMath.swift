import Foundation

/// Foundation's free functions on `Double` that lesson runs (`sqrt(2.0)`, `pow(2, 10)`): the
/// checker names them where a file imports Foundation, as Swift does, and the interpreter
/// computes them with the same C library functions.
public enum FoundationMath {
    /// How many arguments each takes.
    public static let arity: [String: Int] = [
        "sqrt": 1, "cbrt": 1, "floor": 1, "ceil": 1, "round": 1, "trunc": 1, "exp": 1, "log": 1, "log2": 1,
        "log10": 1, "sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1, "pow": 2, "atan2": 2,
        "hypot": 2, "fmod": 2,
    ]

    public static func apply(_ name: String, _ x: [Double]) -> Double? {
        guard arity[name] == x.count else { return nil }
        switch name {
        case "sqrt": return sqrt(x[0])
        case "cbrt": return cbrt(x[0])
        case "floor": return floor(x[0])
        case "ceil": return ceil(x[0])
        case "round": return round(x[0])
        case "trunc": return trunc(x[0])
        case "exp": return exp(x[0])
        case "log": return log(x[0])
        case "log2": return log2(x[0])
        case "log10": return log10(x[0])
        case "sin": return sin(x[0])
        case "cos": return cos(x[0])
        case "tan": return tan(x[0])
        case "asin": return asin(x[0])
        case "acos": return acos(x[0])
        case "atan": return atan(x[0])
        case "pow": return pow(x[0], x[1])
        case "atan2": return atan2(x[0], x[1])
        case "hypot": return hypot(x[0], x[1])
        case "fmod": return fmod(x[0], x[1])
        default: return nil
        }
    }
}
