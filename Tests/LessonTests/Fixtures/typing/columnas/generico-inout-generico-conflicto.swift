func intercambiar<T>(_ a: inout T, _ b: inout T) {
    let t = a; a = b; b = t
}
var x = 1
var y = "dos"
intercambiar(&x, &y)
