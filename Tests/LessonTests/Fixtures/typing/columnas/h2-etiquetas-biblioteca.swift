let nombres = ["Ana", "Luis"]
let t1 = nombres.joined(separator: ", ", "x")
let t2 = nombres.joined(", ")
let t3 = nombres.joined(sep: ", ")
let t4 = nombres.joined(separator: 1)
let t5 = [1, 2].joined(separator: ",")
var xs = [1]
xs.insert(5)
let b = xs.contains(1, 2)
let i = xs.firstIndex(1)
xs.remove(0)
var s: Set<Int> = [1]
s.insert(2, at: 0)
var d = ["a": 1]
d.removeValue("a")
let m = 4.isMultiple(2)
let u = xs.joined()
