let n: Int? = 3
if n > 2 { print("mayor") }
