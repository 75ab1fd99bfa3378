let k: UInt8 = 300
let x = UInt8(-1)
let q: Int = "a"
