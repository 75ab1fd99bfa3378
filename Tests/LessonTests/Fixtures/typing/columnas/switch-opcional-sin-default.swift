let n = Int("3")
switch n {
case 3: print("tres")
case nil: print("nada")
}
