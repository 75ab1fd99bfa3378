func mayor<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(mayor(true, false))
