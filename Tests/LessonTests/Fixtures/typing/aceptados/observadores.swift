struct S { var x = 0 { didSet { print("antes", oldValue) } willSet(nuevo) { print("luego", nuevo, x) } } }
var s = S()
s.x = 1
final class C { var x = 0 { didSet { print(oldValue, x) } } }
let c = C()
c.x = 2
