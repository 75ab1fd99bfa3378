let nombres = ["Ana", "Luis"]
let longitudes = nombres.map { (n: Int) -> Int in n * 2 }
let f: (String) -> Int = { (n: Int) -> Int in n * 2 }
func aplicar(_ g: (String) -> Int) -> Int { g("a") }
print(aplicar { (n: Int) in n * 2 })
let xs = nombres.filter { (s: Int) in s > 1 }
