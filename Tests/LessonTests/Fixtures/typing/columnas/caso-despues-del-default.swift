let n = 4
switch n {
case 1: print("uno")
default: print("otro")
default: print("otro más")
}
