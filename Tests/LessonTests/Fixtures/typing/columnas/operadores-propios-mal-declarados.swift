infix operator **: PotenciaPrecedencia
infix operator <>
precedencegroup Sumas {
    higherThan: AdditionPrecedencia
}

func *** (a: Int, b: Int) -> Int { a * b }
func <> (a: String, b: String) -> String { a + b }
func ** (a: Int, b: Int) -> Int { a }

let frase = "a" <> "b" <> "c"
let entre = ("a" <> "b") <> "c"
