let a = 1 / 0
let b = -Int.min
let c = Int.max * 2
let q: Int = "a"
