protocol Animal { func sonido() -> String }
struct Perro: Animal { func sonido() -> Int { 1 } }
