var xs = [1, 2]
let f = xs.append
