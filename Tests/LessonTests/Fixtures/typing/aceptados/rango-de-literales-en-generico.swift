func limitar<T: Comparable>(_ x: T, _ r: ClosedRange<T>) -> T {
    min(max(x, r.lowerBound), r.upperBound)
}
func dentro<T: Comparable>(_ x: T, _ r: Range<T>) -> Bool { r.contains(x) }
let temperatura = -2.5
print(limitar(15, 0...10), limitar(temperatura, 0...1), limitar(0.5, -1...1))
print(dentro(2.5, 0..<3), dentro(3, 0..<3))
