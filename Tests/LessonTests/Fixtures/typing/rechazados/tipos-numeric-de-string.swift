func suma<T: Numeric>(_ a: T) -> T { a + a }
print(suma("a"))
