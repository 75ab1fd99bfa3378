import Language

/// The library's fixed-width integers other than `Int` and `UInt8` (`Int8`, `Int32`, `UInt`,
/// `UInt64`…), which lesson computes with as Swift does: each with its bounds.
public enum IntegerWidth: String, CaseIterable, Sendable {
    case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    public var bounds: ClosedRange<Int128> {
        switch self {
        case .int8: return Int128(Int8.min)...Int128(Int8.max)
        case .int16: return Int128(Int16.min)...Int128(Int16.max)
        case .int32: return Int128(Int32.min)...Int128(Int32.max)
        case .int64: return Int128(Int64.min)...Int128(Int64.max)
        case .uint, .uint64: return 0...Int128(UInt64.max)
        case .uint16: return 0...Int128(UInt16.max)
        case .uint32: return 0...Int128(UInt32.max)
        }
    }

    public var bitWidth: Int {
        switch self {
        case .int8: return 8
        case .int16: return 16
        case .int32: return 32
        case .int64, .uint, .uint64: return 64
        case .uint16: return 16
        case .uint32: return 32
        }
    }

    public var isSigned: Bool { bounds.lowerBound < 0 }

    /// `de -128 a 127`, as the messages say them.
    public var boundsText: String { "de \(bounds.lowerBound) a \(bounds.upperBound)" }

    /// The value of `number`'s low `bitWidth` bits read in this type, as `truncatingIfNeeded:`.
    public func wrapping(_ number: Int128) -> Int128 {
        let modulus = Int128(1) << bitWidth
        var low = number & (modulus - 1)
        if isSigned, low > bounds.upperBound { low -= modulus }
        return low
    }
}

