func repetir(_ n: Int, _ f: () -> Void) { for _ in 0..<n { f() } }
repetir(2) { x in print(x) }
