let arr = [1, 2]
let a = arr.first.count
let b = arr.first.uppercased()
let s: String? = "x"
let c = s.count
let d = s.uppercased()
let e = s.foo
