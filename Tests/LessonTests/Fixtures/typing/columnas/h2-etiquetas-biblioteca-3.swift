var t = "abc"
t.remove(0)
var s: Set<Int> = [1]
s.remove(at: 0)
s.contains(1, 2)
var xs = [1]
xs.swapAt(0)
xs.append(contentsOf: 1, 2)
t.append(1, 2)
t.insert("a")
let b = t.hasPrefix(with: "a")
var d = ["a": 1]
d.updateValue(1, "a")
xs.remove(at: 0, 1)
