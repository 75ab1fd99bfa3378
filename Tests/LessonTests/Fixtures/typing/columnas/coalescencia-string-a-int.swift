func f() -> Int? { nil }
let x: Int = f() ?? "cero"
