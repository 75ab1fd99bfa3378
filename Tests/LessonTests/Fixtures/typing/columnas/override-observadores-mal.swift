// Observar una propiedad heredada mal: sin propiedad en la superclase, de solo lectura, de otro tipo.
class E {
    var s = 0.0 { didSet { print("E", oldValue) } }
    let k = 1
    var c: Int { 3 }
}
class P: E {
    override var s: Double { didSet { print("P", oldValue) } }
    override var t: Int { didSet { } }
    override var k: Int { didSet { } }
    override var c: Int { didSet { } }
}
class R: E {
    override var s: Int { didSet { } }
}
