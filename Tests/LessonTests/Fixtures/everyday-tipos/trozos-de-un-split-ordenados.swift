// Lo que sigue al max pide trozos Comparable: swiftc elige entonces Substring.
let texto = "uno dos tres"
let ordenadas = texto.split(separator: " ").max { $0.count < $1.count }.map { [$0].sorted() }
print(ordenadas as Any)
