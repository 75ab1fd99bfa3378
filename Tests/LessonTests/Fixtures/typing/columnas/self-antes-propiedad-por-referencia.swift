struct S {
    var x: Int
    var y: Int
    var items: [Int]
    init() {
        x = 1
        print(y)
        print(y)
        print(items.count)
        mover(&y)
        mover(&y)
        y += 1
        items = []
        y = 3
    }
}
func mover(_ v: inout Int) {}
class C {
    var x: Int
    var y: Int
    var items: [Int]
    init() {
        x = 1
        print(y)
        print(y)
        mover(&y)
        items.append(1)
        print(items.count)
        y = 2
        items = []
    }
}
class K {
    var x: Int
    var y: Int
    init() {
        x = 1
        mover(&y)
        mover(&self.y)
        mover(&y)
        y = 2
    }
}
struct T {
    var x: Int
    var y: Int
    init() {
        x = 1
        mover(&self.y)
        if x > 0 { y = 1 }
        print(y)
        y = 2
    }
    init(a: Int) {
        print(x)
        x = 1
        print(self.y)
        y = 2
    }
}
