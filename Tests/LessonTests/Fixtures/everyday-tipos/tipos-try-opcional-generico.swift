func intentar<T>(_ f: () throws -> T) -> T? { try? f() }
print(intentar { 5 } as Any)
func intentar2<T>(_ f: () throws -> T) -> T? { let r = try? f(); return r }
print(intentar2 { 5 } as Any)
func envolver<T>(_ x: T) -> T? { x }
print(envolver(3) as Any)
func g<T>(_ f: () -> T) -> T? { f() }
print(g { 4 } as Any)
let o: Int? = nil
print(intentar { o } as Any)
print(intentar { Optional(2) } as Any)
enum E: Error { case x }
print(intentar { () throws -> Int in throw E.x } as Any)
