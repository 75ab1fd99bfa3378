let n = 4
let r: String = n > 2 ? "grande" : nil
print(r)
