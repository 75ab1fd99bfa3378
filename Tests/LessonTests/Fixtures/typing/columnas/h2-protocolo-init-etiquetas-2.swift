protocol Creable {
    init(valor: Int)
}
struct A: Creable {
    var v: String
    init(v: String) { self.v = v }
}
final class B: Creable {
    var v = 0
    init(x: Int) { v = x }
}
class C: Creable {
    var v = 0
    required init(x: Int) { v = x }
}
struct D: Creable {
    var v: Int
    init(v: Int) { self.v = v }
    init(w: Int) { self.v = w }
}
struct E: Creable {
    var valor: Int
}
struct F: Creable {
    var v: Int
}
