var s: Set<Int> = [1, 2]
s.append(3)
