let ns = [1, 2, 3]
func esPalabra(_ s: String) -> Bool { true }
print(ns.filter(esPalabra))
