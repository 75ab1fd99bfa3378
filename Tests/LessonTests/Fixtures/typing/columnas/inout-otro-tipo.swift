func f(_ a: inout Int) { a += 1 }
var s = "x"
f(&s)
