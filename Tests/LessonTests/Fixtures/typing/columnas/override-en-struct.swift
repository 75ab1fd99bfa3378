struct Punto {
    var x = 0, y = 0
}

struct Punto3D {
    var x = 0, y = 0, z = 0
    override func descripcion() -> String { "(\(x), \(y), \(z))" }
}

print(Punto3D().descripcion())
print(Punto())
