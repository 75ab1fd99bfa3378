class G {
    var x: Int
    var y: Int
    var z: Int
    var total: Int { x + y }
    init() {
        x = 1
        print(y)
        print(self.z)
        print(total)
        print(self.total)
        let f = { self.x }
        let g = { print(self.y) }
        _ = (f, g)
        print(self)
        y = 2
        z = 3
    }
    func mostrar() {}
}
struct S {
    var x: Int
    var y: Int
    var z: Int
    init() {
        let f = { self.x }
        let g = { print(self.y) }
        let h = { print(self.z) }
        _ = (f, g, h)
        print(self)
        mostrar()
    }
    func mostrar() {}
}
class Base { init() {} ; func hola() {} }
class Sub: Base {
    var x: Int
    override init() {
        x = 1
        hola()
        super.init()
    }
}
class Sub2: Base {
    var x: Int
    override init() {
        hola()
        x = 1
        super.init()
    }
}
struct T {
    var x: Int
    var y: Int
    init() {
        x = 1
        x += 1
        y += 1
        y = 2
        self.x = self.y
    }
}
