func igual<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(igual(1, "a"))
