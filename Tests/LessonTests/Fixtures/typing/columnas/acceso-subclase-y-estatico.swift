class Base {
    private var x = 1
    fileprivate var y = 2
    private func oculto() -> Int { x }
}
class Sub: Base {
    func ver() -> Int { x + y + oculto() }
}
struct T {
    private(set) static var cuenta = 0
    static func subir() { cuenta += 1 }
}
T.subir()
T.cuenta = 5
print(T.cuenta, Sub().ver())
