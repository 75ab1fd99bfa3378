// swiftc folds Int8, Int16, Int32, UInt and UInt64 arithmetic on literals, Int8(n), n as Int32 and Int8.max too, and refuses a literal the type cannot hold.
let a: Int8 = 100 + 100
let b = Int8(127) + 1
let c = Int8.min - 1
let d: UInt = 0 - 1
let e: Int16 = 200 * 200
let f = Int32.max + 1
let g: Int8 = -128
let h: Int8 = -129
let i: UInt32 = -1
let j = 70000 as Int16
let k: Int32 = 2_000_000_000 + 2_000_000_000
let l = UInt16(65535) + 1
func dentro() -> Int8 {
    let m = Int8.max
    return m + 1
}
let n: UInt64 = 5 - 6
let o = Int8(10) / 0
let p: Int64 = 9_000_000_000 * 9
print(a)
