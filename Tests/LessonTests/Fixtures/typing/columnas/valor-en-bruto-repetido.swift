enum A: Int { case a = 1, b = 1 }
enum B: Int { case a = 1, b, c = 2 }
enum C: String { case a = "b", b }
print(A.a, B.a, C.a)
