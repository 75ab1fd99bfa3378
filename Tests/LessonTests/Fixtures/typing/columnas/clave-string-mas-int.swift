let d = ["a": 1]
for k in d.keys { print(k + 1) }
