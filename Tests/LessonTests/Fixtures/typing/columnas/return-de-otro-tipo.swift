func f() -> String { return 3 }
print(f())
