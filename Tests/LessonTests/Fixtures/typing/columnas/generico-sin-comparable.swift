func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
struct Caja { var v: Int }
print(mayor(Caja(v: 1), Caja(v: 2)))
