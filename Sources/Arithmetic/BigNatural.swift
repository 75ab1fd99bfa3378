/// A natural number of any size: shape counts grow as 2^n with the number of fields, and
/// DESIGN §7 asks for exact integers at any size (a struct of 100 `Bool` prints all 31 digits).
///
/// Limbs are base 10⁹, least significant first, so that the decimal text — what the learner
/// reads — needs no division. A limb times a limb plus a carry stays below 2⁶⁴.
public struct BigNatural: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    private static let base: UInt64 = 1_000_000_000
    private static let digitsPerLimb = 9

    /// Never empty; no most-significant zero limb except for the number zero itself (`[0]`),
    /// so that equal numbers have equal limbs and the synthesized `==` and hash are right.
    private var limbs: [UInt64]

    public static let zero = BigNatural(0)
    public static let one = BigNatural(1)

    public init(_ value: UInt64) {
        var rest = value
        var limbs: [UInt64] = []
        repeat {
            limbs.append(rest % Self.base)
            rest /= Self.base
        } while rest > 0
        self.limbs = limbs
    }

    /// A non-negative `Int`; negative values are a programming error.
    public init(_ value: Int) {
        precondition(value >= 0, "BigNatural cannot hold a negative number")
        self.init(UInt64(value))
    }

    public init(integerLiteral value: UInt64) { self.init(value) }

    private init(limbs: [UInt64]) {
        var trimmed = limbs
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.limbs = trimmed.isEmpty ? [0] : trimmed
    }

    public var isZero: Bool { limbs == [0] }

    /// The value as an `Int` when it fits: for comparing a count with an enumeration limit.
    public var intValue: Int? {
        var result = 0
        for limb in limbs.reversed() {
            let (scaled, overflow1) = result.multipliedReportingOverflow(by: Int(Self.base))
            let (sum, overflow2) = scaled.addingReportingOverflow(Int(limb))
            if overflow1 || overflow2 { return nil }
            result = sum
        }
        return result
    }

    // MARK: Arithmetic

    public static func + (a: BigNatural, b: BigNatural) -> BigNatural {
        var result: [UInt64] = []
        result.reserveCapacity(max(a.limbs.count, b.limbs.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<max(a.limbs.count, b.limbs.count) {
            let sum = a.limb(index) + b.limb(index) + carry
            result.append(sum % base)
            carry = sum / base
        }
        if carry > 0 { result.append(carry) }
        return BigNatural(limbs: result)
    }

    public static func * (a: BigNatural, b: BigNatural) -> BigNatural {
        if a.isZero || b.isZero { return .zero }
        var product = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() where x != 0 {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
                // < 10⁹ + (10⁹−1)² + 10⁹ < 2⁶⁴: no overflow.
                let current = product[i + j] + x * y + carry
                product[i + j] = current % base
                carry = current / base
            }
            var k = i + b.limbs.count
            while carry > 0 {
                let current = product[k] + carry
                product[k] = current % base
                carry = current / base
                k += 1
            }
        }
        return BigNatural(limbs: product)
    }

    public static func += (a: inout BigNatural, b: BigNatural) { a = a + b }
    public static func *= (a: inout BigNatural, b: BigNatural) { a = a * b }

    /// `self − other`, or nil when `other` is larger: the left over is never negative, and
    /// a caller that gets nil has counted more legitimate shapes than representable ones.
    public func subtracting(_ other: BigNatural) -> BigNatural? {
        guard other <= self else { return nil }
        var result: [UInt64] = []
        result.reserveCapacity(limbs.count)
        var borrow: UInt64 = 0
        for index in 0..<limbs.count {
            let subtrahend = other.limb(index) + borrow
            if limbs[index] >= subtrahend {
                result.append(limbs[index] - subtrahend)
                borrow = 0
            } else {
                result.append(limbs[index] + Self.base - subtrahend)
                borrow = 1
            }
        }
        return BigNatural(limbs: result)
    }

    /// `self^exponent` by repeated squaring: `:destinos 100` needs 2^100 at once.
    public func power(_ exponent: Int) -> BigNatural {
        precondition(exponent >= 0, "negative exponent")
        var result = BigNatural.one
        var base = self
        var rest = exponent
        while rest > 0 {
            if rest & 1 == 1 { result *= base }
            rest >>= 1
            if rest > 0 { base *= base }
        }
        return result
    }

    public static func < (a: BigNatural, b: BigNatural) -> Bool {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count }
        for index in stride(from: a.limbs.count - 1, through: 0, by: -1) where a.limbs[index] != b.limbs[index] {
            return a.limbs[index] < b.limbs[index]
        }
        return false
    }

    // MARK: Text

    /// Every decimal digit, no separators: the number the learner can compare with the lesson.
    public var description: String {
        var text = String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: Self.digitsPerLimb - digits.count) + digits
        }
        return text
    }

    private func limb(_ index: Int) -> UInt64 { index < limbs.count ? limbs[index] : 0 }
}
