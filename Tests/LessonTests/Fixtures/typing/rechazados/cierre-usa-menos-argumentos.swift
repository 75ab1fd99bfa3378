let sumas = [4, 5].reduce(0) { $0 }
print(sumas)
