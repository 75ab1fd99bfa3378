class A { let x: Int; init() { x = 1 } func cambiar() { x = 2 } }
