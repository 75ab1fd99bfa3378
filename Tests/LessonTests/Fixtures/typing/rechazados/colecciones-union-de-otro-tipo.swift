let pares: Set = [2, 4, 6]
let todos = pares.union(["ocho"])
print(todos.count)
