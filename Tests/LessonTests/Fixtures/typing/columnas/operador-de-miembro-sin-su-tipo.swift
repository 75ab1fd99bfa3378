struct Tablero {
    struct Punto { var x: Int; var y: Int }

    static func - (a: Punto, b: Punto) -> Punto { Punto(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: Tablero, b: Punto) -> Tablero { a }
    static func == (a: Tablero?, b: Int) -> Bool { b == 0 }
}

extension Tablero.Punto {
    static func * (k: Int, p: Tablero.Punto) -> Tablero.Punto { Tablero.Punto(x: k * p.x, y: k * p.y) }
    static func / (a: Int, b: Int) -> Int { a }
    static prefix func ! (p: inout Tablero.Punto) -> Bool { p.x == 0 }
}

enum Color {
    case rojo, verde
    static func ~= (patron: String, valor: Color) -> Bool { patron == "rojo" && valor == .rojo }
    static func < (a: Int, b: Int) -> Bool { a > b }
}
