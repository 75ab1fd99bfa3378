struct Contador { static var total = 0 }
let c = Contador()
print(c.total)
