let s = "a"
let n = 2
let d = 1.5
let a1 = s + 1
let a2 = 1 + s
let a3 = n + "a"
let a4 = "a" + n
let a5 = s + n
let a6 = n > "2"
let a7 = "2" < n
let a8 = d + "x"
let a9 = n == "a"
let b1 = n + true
let b3 = d > "1.0"
