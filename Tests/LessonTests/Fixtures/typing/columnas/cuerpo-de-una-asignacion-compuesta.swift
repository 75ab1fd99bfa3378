var n = 0
func a() -> Int { n += 1 }
func b() -> Int { n = 1 }
func c() -> Int { print(n) }
let f: () -> Int = { n += 1 }
struct S { var x = 0
  mutating func d() -> Int { x += 1 }
}
