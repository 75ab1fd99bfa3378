let c = true
let x = if c { 1 } else { "a" }
print(x)
