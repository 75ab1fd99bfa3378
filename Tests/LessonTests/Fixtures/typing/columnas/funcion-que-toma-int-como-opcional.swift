func doble(_ x: Int) -> Int { x * 2 }
let f: (Int?) -> Int = doble
let g: () -> Int = { nil }
