func suma<T>(_ a: T, _ b: T) -> T {
    return a + b
}
func mayor<T>(_ a: T, _ b: T) -> Bool {
    return a > b
}
func igual<T>(_ a: T, _ b: T) -> Bool {
    return a == b
}
func suma2<T: Comparable>(_ a: T, _ b: T) -> T {
    return a + b
}
func ok<T: Numeric>(_ a: T, _ b: T) -> T { a + b }
func ok2<T: Comparable>(_ a: T, _ b: T) -> Bool { a < b }
func ok3<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func cuenta<T>(_ xs: [T]) -> Int { xs.count }
func doble<T>(_ a: T) -> T { a * 2 }
