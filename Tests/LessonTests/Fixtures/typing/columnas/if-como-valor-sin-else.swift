let c = true
let x = if c { 1 }
print(x)
