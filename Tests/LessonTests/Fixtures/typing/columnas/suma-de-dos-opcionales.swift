let xs = [1, 2]
let total = xs.first + xs.last
print(total)
