func f<T>(_ a: T, _ b: T) -> Bool { a == b }
func g<T>(_ a: T, _ b: T) -> T { a + b }
func h<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
func k<T>(_ a: T, _ b: T) -> Bool where T: Comparable { a < b }
print(h(1, 1), k(1, 2))
