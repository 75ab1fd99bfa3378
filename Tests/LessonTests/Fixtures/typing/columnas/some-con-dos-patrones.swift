let x: Int? = 2
switch x {
case .some(let v, let w): print(v, w)
case .none: print("nada")
}
