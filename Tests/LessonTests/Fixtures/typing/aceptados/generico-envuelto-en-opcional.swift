func envolver<T>(_ x: T) -> T? { x }
let i: Int? = 1
let k = envolver(i)
print(k as Any)
let j: Int?? = envolver(i)
print(j as Any)
func env2(_ x: Int?) -> Int?? { x }
print(env2(1) as Any)
func env3<T>(_ x: T) -> T? { return x }
print(env3(i) as Any)
