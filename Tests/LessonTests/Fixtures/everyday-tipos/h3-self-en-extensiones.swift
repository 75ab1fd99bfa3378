// Self.cero en la extensión de un protocolo que adopta Int; Element.cero en extension Array where Element: Sumable.
protocol Sumable { static var cero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Sumable { static var cero: Int { 0 } }
extension Double: Sumable { static var cero: Double { 0 } }
extension Sumable {
    static func sumaDe(_ xs: [Self]) -> Self { xs.reduce(Self.cero, +) }
    func masCero() -> Self { self + Self.cero }
}
print(Int.sumaDe([1, 2]), Double.sumaDe([0.5]), 3.masCero())
extension Array where Element: Sumable { func total() -> Element { reduce(Element.cero, +) } }
print([1, 2, 3].total(), [2.5].total())
