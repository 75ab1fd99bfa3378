// Entre una función genérica y otra que no lo es, Swift llama a la que no lo es, también cuando está declarada más abajo.
func mayor<T: Comparable>(_ a: T, _ b: T) -> T { max(a, b) }
print(mayor(3, 9))
func mayor(_ a: Int, _ b: Int) -> Int { a * 100 + b }
print(mayor(3, 9))
func describir<T>(_ x: T) -> String { "algo" }
func describir(_ x: String) -> String { "texto \(x)" }
print(describir(1), describir("s"), describir(2.5))
