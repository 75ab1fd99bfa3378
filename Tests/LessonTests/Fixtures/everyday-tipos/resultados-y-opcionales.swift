// Result y Optional como los enums genéricos de la biblioteca: map, flatMap, mapError, get
enum MiError: Error, Equatable { case a, b(String) }
let r: Result<Int, MiError> = .success(2)
let f: Result<Int, MiError> = .failure(.b("x"))
print(r.map { $0 + 1 }, f.map { $0 + 1 }, r.flatMap { $0 > 1 ? .success("ok") : .failure(.a) })
print(f.mapError { _ in MiError.a }, (try? f.get()) as Any)
switch f {
case .success(let v): print(v)
case .failure(.b(let m)): print("b", m)
case .failure(.a): print("a")
}
let o: Int? = Optional.some(3)
print(o.flatMap { $0 > 2 ? $0 * 2 : nil } as Any, Optional<Int>.none as Any, o.map(String.init) as Any)
if case .some(let x) = o, x > 1 { print("x", x) }
let lista: [Result<Int, MiError>] = [.success(1), .failure(.a), .success(3)]
let buenos = lista.compactMap { try? $0.get() }
print(buenos, lista.filter { if case .failure = $0 { return true }; return false }.count)
func dividir(_ a: Int, _ b: Int) -> Result<Int, MiError> { b == 0 ? .failure(.b("cero")) : .success(a / b) }
print(dividir(6, 3), dividir(1, 0))
do { let v = try dividir(1, 0).get(); print(v) } catch MiError.b(let m) { print("capturado", m) } catch { print(error) }
print(MiError.b("y") == .b("y"), [MiError.a].contains(.a))
