protocol Figura { func area() -> Double }
struct C: Figura { func area() -> Double { 1 } }
let f: Figura = C()
print(f.perimetro())
