// flatMap cuyo cierre no devuelve un Result.
enum E: Error { case mal }
let r: Result<Int, E> = .success(2)
let g = r.flatMap { $0 * 2 }
print(g)
