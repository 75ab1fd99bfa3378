let xs = [1, 2, 3]
let a = xs.reduce(0) { $0 + 1 }
let b = xs.reduce(0) { $0 + "1" }
let c = xs.reduce("") { $0 + 1 }
let d = xs.reduce(0) { x in x + "1" }
let e = xs.sorted { $0 > "a" }
let f = xs.reduce(0) { $0 }
