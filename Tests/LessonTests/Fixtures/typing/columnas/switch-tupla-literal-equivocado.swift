let t = (1, "a")
switch t {
case (1, 2): print("x")
default: print("y")
}
