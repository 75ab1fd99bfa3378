// `Result` is the library's generic enum: printed alone by its case, nested with its
// arguments (`Swift.Result<Swift.Int, main.E>.success(1)`), wherever it sits.
enum E: Error { case mal }
struct P { var r: Result<Int, E>; var o: Int? }
struct Caja<T> { var v: T }
enum Arbol<T> { case hoja(T), nada }
let r: [Result<Int, E>] = [.success(1), .failure(.mal)]
print(r)
let a: Result<Int, E> = .success(2)
print(a)
print(Optional(a) as Any, [Optional(a)])
print((a, 1))
print(P(r: a, o: 3))
print(String(describing: a), "\(a)", String(describing: r))
debugPrint(a)
let o: Result<String, E>? = .failure(.mal)
print(o as Any)
print([o])
print(Caja(v: 1), [Caja(v: "x")], Caja(v: a), [Caja(v: a)])
print(Arbol.hoja(1), [Arbol<Int>.nada], [Arbol.hoja(a)])
let oc: Caja<Int>? = Caja(v: 3)
print(oc as Any, [oc])
let d: [String: Result<Int, E>] = ["k": .success(1)]
print(d)
func f(_ x: Int) throws -> Int { if x > 0 { return x }; throw E.mal }
let c = Result { try f(1) }
print([c])
let g: Result<Int, Error> = .success(3)
print([g])
func h() -> Result<[String], E> { .success(["a"]) }
print([h()], h())
let k = Result<Int, E>.failure(.mal)
print([k], Optional(k) as Any)
let n: Result<Int?, E>? = .success(nil)
print(n as Any)
switch k {
case .success(let valor): print("bien", valor)
case .failure(let fallo): print("mal", fallo, [fallo])
}
print((try? a.get()) as Any, (try? k.get()) as Any)
// A generic enum's case tells its argument; the library's wrappers of wrappers keep theirs.
print([Arbol.hoja(1)], [Arbol.hoja(Caja(v: 1))], [Arbol.hoja(a)])
print([1, 2].reversed().lazy.reversed(), [1].enumerated().reversed(), "ab".enumerated().reversed())
// reversed() of a lazy or an enumerated sequence: a ReversedCollection where Swift walks it both ways.
let pares = [1, 2]
print(type(of: pares.lazy.filter { _ in true }.enumerated().reversed()), type(of: pares.lazy.map { $0 }.enumerated().reversed()))
print(type(of: pares.lazy.enumerated().reversed()), type(of: pares.lazy.filter { _ in true }.reversed()))
print(type(of: "ab".lazy.enumerated().reversed()), type(of: pares[0...].lazy.enumerated().reversed()))
