// Result de una función genérica (su T sustituido), patrones .success/.failure con where y cargas anidadas, type(of:).
enum FalloRed: Error { case sinConexion, codigo(Int) }

func descargar(_ id: Int) -> Result<String, FalloRed> {
    if id < 0 { return .failure(.codigo(id)) }
    if id == 0 { return .failure(.sinConexion) }
    return .success("doc\(id)")
}

func envolver<T>(_ valor: T) -> Result<T, FalloRed> { .success(valor) }

let largo = descargar(3).map { $0.count }
print(largo)
switch largo {
case .success(let n): print("largo", n + 1)
case .failure(let e): print("fallo", e)
}
let doble = envolver(21).map { $0 * 2 }
print(doble)
if case .success(let x) = doble { print(Double(x) + 0.5 == 42.5 ? "sí" : "no", x) }
let pares = envolver((1, "uno"))
if case .success(let (n, nombre)) = pares { print(n, nombre) }
let r: Result<[Int], FalloRed> = .success([1, 2])
print(r)
let todos = [descargar(1), descargar(0), descargar(-4)]
for d in todos {
    switch d {
    case .success(let texto) where texto.hasPrefix("doc"): print("bien", texto)
    case .success: print("raro")
    case .failure(.codigo(let c)): print("código", c)
    case .failure(let otro): print("otro", otro)
    }
}
print(type(of: doble))
