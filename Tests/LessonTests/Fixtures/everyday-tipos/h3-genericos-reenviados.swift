// Una función genérica que usa T.neutro llamada desde otra genérica con su propio T (también heredado de otro protocolo, y desde un tipo genérico).
protocol Monoide { static var neutro: Self { get } }
extension Int: Monoide { static var neutro: Int { 0 } }
extension String: Monoide { static var neutro: String { "-" } }
func plegar<T: Monoide>(_ xs: [T]) -> T { xs.isEmpty ? T.neutro : xs[0] }
func envolver<T: Monoide>(_ xs: [T]) -> T { plegar(xs) }
func dos<T: Monoide>(_ x: T) -> [T] { [envolver([x]), envolver([T]())] }
print(envolver([1]), envolver([String]()), dos(5), dos("a"))
struct Caja<T: Monoide> { var t: T; func vacio() -> T { plegar([T]()) } }
print(Caja(t: 3).vacio(), Caja(t: "x").vacio())
protocol Grupo: Monoide {}
extension Double: Grupo { static var neutro: Double { 0.5 } }
func envolver2<T: Grupo>(_ xs: [T]) -> T { plegar(xs) }
print(envolver2([Double]()))
