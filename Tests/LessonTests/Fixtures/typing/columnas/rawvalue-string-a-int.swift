enum Color: String { case rojo, verde }
let n: Int = Color.rojo.rawValue
print(n)
