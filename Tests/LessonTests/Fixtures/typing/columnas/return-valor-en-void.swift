func f() { return 5 }
f()
