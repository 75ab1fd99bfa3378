struct S { var a: Optional<Int>; var b: Int
 init() { b = 1 } }
print(S())
struct T { var a: Int?; init() {} }
print(T())
