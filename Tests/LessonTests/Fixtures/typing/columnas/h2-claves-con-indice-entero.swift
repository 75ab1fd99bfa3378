let d = ["a": 1, "b": 2]
let k = d.keys[0]
let v = d.values[1]
let i = d.keys.first!
let w = d.keys[d.keys.startIndex]
print(i, w)
