protocol Creable { init() }
extension Creable {
    static func nuevo() -> Self { Self() }
}
struct Caja: Creable {
    var n = 3
    init() {}
}
print(Caja.nuevo().n)
