// swiftc folds a local let of a constant where it is read in the same body; not a global,
// not a property, not inside a closure that captures it, not a var that a branch may change.
let global = Int.max
func siguiente() -> Int { let maximo = Int.max; return maximo + 1 }
func producto() -> Int { let base: Int = 10; let total = base * Int.max; return total }
func elegido(_ b: Bool) -> Int { let m = b ? 1 : 2; return m + Int.max }
func cambiado() -> Int { var m = Int.max; if global > 0 { m = 0 }; return m + 1 }
func capturado() -> Int { let m = Int.max; let f = { m + 1 }; return f() }
do { let tope = Int.max; print(tope + 1) }
struct Caja { let p = Int.max; func mas() -> Int { p + 1 } }
func enBucle() { let m = Int.max; for _ in 0..<2 { print(m + 1) } }
func justo() -> Int { let m = Int.max - 1; return m + 1 }
func copiado() -> Int { let m = Int.max; let n = m; return n + 1 }
print(global + 1, elegido(true), cambiado(), capturado(), Caja().mas(), justo())
