// () es el único valor de Void: como argumento, como carga de un caso y dentro de Result.
enum E { case a(Void), b(Int, Void) }
print(E.a(()), E.b(1, ()))
print(Optional(()) as Any)
let r: Result<Void, Error> = .success(())
print(r, [r])
print(())
print([()])
let t: (Int, Void) = (1, ())
print(t)
struct S { var v: Void = () }
print(S())
