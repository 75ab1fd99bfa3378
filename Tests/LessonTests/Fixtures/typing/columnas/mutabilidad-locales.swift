let global = 1
func h(_ x: Int, y: inout Int) {
    x = 3
    y = 4
    let z = 5
    z += 1
    var w = 1
    w = 2
    let diferida: Int
    diferida = 3
    for i in 0..<3 { i = 2 }
    if let a = Optional(1) { a = 2 }
    if var b = Optional(1) { b = 2 }
    global = 2
    h(1, y: &z)
    _ = w
}
