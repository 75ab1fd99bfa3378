struct Punto { var x = 0 }
extension Punto {
    var y = 0
}
print(Punto().x)
