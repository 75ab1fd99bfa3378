func f(_ g: (Int) -> Int) -> Int { g(1) }
print(f { x, y in x })
