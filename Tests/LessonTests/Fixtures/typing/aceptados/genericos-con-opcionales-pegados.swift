// Tipos genéricos cuyo argumento es opcional, con el «>» pegado al «?»: Caja<Int?>, Caja<Caja<Int>?>?.
struct Caja<T> {
    var valor: T
}
enum Respuesta<E> {
    case vale(E)
    case nada
}
let a: Caja<Int?> = Caja(valor: nil)
let b: Caja<Caja<Int>?>? = Caja(valor: Caja(valor: 3))
let c: [Caja<String>?] = [nil, Caja(valor: "x")]
let d: Respuesta<Respuesta<Bool>?> = .vale(.vale(true))
let e: Dictionary<String, Caja<Int>?> = ["k": nil]
print(a.valor as Any, b?.valor?.valor ?? 0, c.count, e.count)
if case .vale(let dentro) = d, case .vale(let x)? = dentro { print("dentro:", x) }
