infix operator **: MultiplicationPrecedence
prefix operator √
func ** (base: Int, exponente: Int) -> Int { base * exponente }
prefix func √ (x: Double) -> Double { x / 2 }

let x = 2 ** "tres"
let y: Double = 2 ** 3
let z = √(2.0 ** 2)
let bien = √16 + Double(3 ** 2)
