let edades = ["ana": 3]
if let e = edades["ana"], e > "2" { print(e) }
