func acumular(_ total: inout Int, _ xs: [Int]) {
    xs.forEach { total += $0 }
}
var t = 0
acumular(&t, [1, 2])
print(t)
