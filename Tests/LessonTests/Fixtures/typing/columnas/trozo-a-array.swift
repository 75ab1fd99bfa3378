let xs = [1,2,3]
let c: [Int] = xs[1...]
