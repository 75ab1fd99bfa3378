let s = "a"
if s { print(s) }
