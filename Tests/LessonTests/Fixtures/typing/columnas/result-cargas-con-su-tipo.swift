// La carga de .success y .failure tiene el tipo de los argumentos del Result, también el de una función genérica.
enum FalloPago: Error { case sinSaldo(Double) }
func cobrar(_ monto: Double) -> Result<Int, FalloPago> { monto > 10 ? .failure(.sinSaldo(monto)) : .success(Int(monto)) }
func envolver<T>(_ valor: T) -> Result<T, FalloPago> { .success(valor) }
switch cobrar(5) {
case .success(let recibo): let texto: String = recibo; print(texto)
case .failure(let fallo): let n: Int = fallo; print(n)
}
let envuelto = envolver("hola")
let mal: Result<Int, FalloPago> = envuelto
if case .success(let s) = envolver(3) { print(s.count) }
if case .failure(.sinSaldo(let falta)) = cobrar(20) { let x: Int = falta; print(x) }
