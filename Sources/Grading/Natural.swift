/// A natural number of any size, for shape counts ("exact integers at any size", DESIGN §7).
/// Base 10⁹ limbs, least significant first; only what counting needs: +, ×, decimal text.
struct Natural: Equatable, Sendable, CustomStringConvertible {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var rest = value
        repeat { limbs.append(rest % Self.base); rest /= Self.base } while rest > 0
    }

    static func + (a: Natural, b: Natural) -> Natural {
        var result = Natural(0)
        result.limbs = []
        var carry: UInt64 = 0
        for index in 0..<max(a.limbs.count, b.limbs.count) {
            let sum = (index < a.limbs.count ? a.limbs[index] : 0) + (index < b.limbs.count ? b.limbs[index] : 0) + carry
            result.limbs.append(sum % base)
            carry = sum / base
        }
        if carry > 0 { result.limbs.append(carry) }
        return result
    }

    static func * (a: Natural, b: Natural) -> Natural {
        var product = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
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
        while product.count > 1 && product.last == 0 { product.removeLast() }
        var result = Natural(0)
        result.limbs = product
        return result
    }

    var description: String {
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
