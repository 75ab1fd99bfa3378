let x = 5
let y: Bool = x
print(y)
