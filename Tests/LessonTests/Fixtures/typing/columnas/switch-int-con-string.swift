let n = 5
switch n {
case "cinco": print(1)
default: print(2)
}
