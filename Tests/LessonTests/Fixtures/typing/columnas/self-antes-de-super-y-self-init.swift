class Base { var nombre = "" ; init() {} ; func hola() {} }
class Sub: Base {
    var x = 0
    override init() {
        hola()
        print(nombre)
    }
}
class Sub2: Base {
    var x: Int
    override init() {
        print(self)
        x = 1
    }
}
class K {
    var x: Int
    init(x: Int) { self.x = x }
    convenience init() {
        hola()
        self.hola()
        self.init(x: 1)
    }
    func hola() {}
}
struct P {
    var x: Int
    init(x: Int) { self.x = x }
    init() {
        self.hola()
        self.init(x: 1)
    }
    func hola() {}
}
