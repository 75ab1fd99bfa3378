func g(_ t: (a: Int, b: Int)) { print(t) }
g((1, 2))
var u: [(a: Int, b: Int)] = []
u.append((3, 4))
print(u)
var v = [(a: 1, b: 2)]
v.append((3, 4))
print(v)
