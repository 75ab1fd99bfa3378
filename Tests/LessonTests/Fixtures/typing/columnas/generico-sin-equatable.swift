func f<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
struct S {}
print(f(S(), S()))
