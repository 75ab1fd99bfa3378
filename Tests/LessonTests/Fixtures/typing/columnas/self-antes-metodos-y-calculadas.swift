struct A {
    var x: Int
    var y: Int
    var total: Int { x + y }
    init() {
        x = 1
        self.mostrar()
        print(total)
        let t = self.total
        _ = t
        print(self.y)
        y = 2
    }
    func mostrar() {}
}
struct B {
    var x: Int
    var y: Int
    init() {
        x = 1
        print(y)
        y = 2
    }
}
struct C {
    var x: Int
    var y: Int
    init() {
        x = 1
        let f = { self.x }
        _ = f
        y = 2
    }
}
struct D {
    var x: Int
    var y: Int
    init(v: Int) {
        x = 1
        if v > 0 { mostrar() }
        y = 2
        mostrar()
    }
    mutating func poner() { x = 3 }
    func mostrar() {}
}
struct E {
    var x: Int
    var y: Int
    init(v: Int) {
        x = 1
        poner()
        y = v
    }
    mutating func poner() { x = 3 }
    static func fabrica() -> Int { 1 }
}
struct F {
    var x: Int
    var y: Int
    init(v: Int) {
        x = F.fabrica()
        y = Self.fabrica()
    }
    static func fabrica() -> Int { 1 }
}
class G {
    var x: Int
    var y: Int
    init() {
        x = 1
        self.mostrar()
        print(self)
        mostrar()
        y = 2
    }
    func mostrar() {}
}
