struct Perezoso {
    lazy var total: Int = 42
}
var uno = Perezoso()
print(uno.total)
let otro = Perezoso()
print(otro.total)
