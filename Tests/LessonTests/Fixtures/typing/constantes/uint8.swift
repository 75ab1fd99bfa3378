// swiftc folds UInt8 arithmetic on literals, UInt8(n), n as UInt8 and UInt8.max too, and refuses a literal UInt8 cannot hold.
let a: UInt8 = 250 + 10
let b = UInt8(250) + 10
let c = UInt8.max + 1
let d: UInt8 = 0 - 1
let e = UInt8(3) - 4
let f: UInt8 = 16 * 16
let g = UInt8.min - 1
let h: UInt8 = 255
let i = h + 1
let j = (UInt8(200) + 50) + 10
let k: UInt8 = 300
let l = UInt8(256)
let m = 100 as UInt8 * 3
func lejos() -> UInt8 { return 200 + 100 }
let n: Int = 10 + Int.max
let o = UInt8(10) / 0
print(a)
