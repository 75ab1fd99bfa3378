let acciones: [String: () -> Int] = ["uno": { 1 }]
let x: Int = acciones["uno"]()
print(x)
