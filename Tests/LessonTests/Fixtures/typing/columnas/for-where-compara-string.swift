let xs = [1, 2, 3]
for i in 0..<xs.count where i > "1" { print(i) }
