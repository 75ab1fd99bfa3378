let t = (1, 2)
switch t {
case (let a, let b, let c): print(a, b, c)
}
