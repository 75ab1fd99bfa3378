struct Caja {
    private var contenido = 5
}
struct Otra {}
extension Otra {
    func mira(_ c: Caja) -> Int { c.contenido }
}
extension Caja {
    func doble() -> Int { contenido * 2 }
}
print(Caja().doble())
