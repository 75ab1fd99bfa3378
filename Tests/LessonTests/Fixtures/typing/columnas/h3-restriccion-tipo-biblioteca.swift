enum Color: CaseIterable { case rojo, verde }
func contar<T: CaseIterable>(_ x: T) -> Int { T.allCases.count }
print(contar(Color.rojo))
print(contar(3))
protocol Sumable { static var cero: Self { get } }
extension Int: Sumable { static var cero: Int { 0 } }
func cero<T: Sumable>(_ x: T) -> T { T.cero }
print(cero(4))
print(cero("a"))
