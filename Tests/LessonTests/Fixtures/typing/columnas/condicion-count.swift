let xs = [1, 2]
while xs.count { break }
