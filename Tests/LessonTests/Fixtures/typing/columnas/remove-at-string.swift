var xs = [1, 2]
xs.remove(at: "0")
