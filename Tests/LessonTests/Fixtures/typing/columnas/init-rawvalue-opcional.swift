enum Color: String { case rojo, verde }
let c: Color = Color(rawValue: "rojo")
print(c)
