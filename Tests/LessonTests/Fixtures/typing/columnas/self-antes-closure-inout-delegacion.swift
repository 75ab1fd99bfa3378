struct S {
    var x: Int
    var y: Int
    var items: [Int]
    init(xs: [Int]) {
        x = 1
        let t = xs.map { $0 + self.x }
        _ = t
        items.append(1)
        print(self, self)
        mover(&y)
        y = 2
        items = []
    }
}
func mover(_ v: inout Int) {}
class Base { init() {} ; func hola() {} }
class Sub: Base {
    var x: Int
    var z: Int = 0
    override init() {
        x = 1
        print(z)
        print(self)
        let f = { self.x }
        _ = f
    }
}
class C {
    var x: Int
    var y: Int
    init() {
        x = 1
        y += 1
        mover(&y)
        y = 2
    }
}
struct D {
    var x: Int
    var y: Int
    init(v: Int) {
        self.init(x: v)
        print(self)
    }
    init(x: Int) {
        print(self)
        self.init(x: x, y: 0)
    }
    init(x: Int, y: Int) { self.x = x; self.y = y }
}
enum E {
    case a, b
    init(v: Int) {
        hola()
        self = .a
    }
    func hola() {}
}
