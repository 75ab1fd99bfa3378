struct S { var a: Int
 init() { print(a) } }
print(S())
