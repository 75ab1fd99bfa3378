// Los métodos de Result mal usados: el tipo del cierre, el Failure de flatMap, get() sin try, mapError a algo que no es Error.
enum E: Error { case mal }
enum F: Error { case otro }
let r: Result<Int, E> = .success(2)
let a: Result<String, E> = r.map { $0 * 2 }
let b = r.flatMap { n -> Result<Int, F> in .success(n) }
let c = r.get()
let d = r.mapError { _ in 5 }
let e = r.map { $0 + "x" }
