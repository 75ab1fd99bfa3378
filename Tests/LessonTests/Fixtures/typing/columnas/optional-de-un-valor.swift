let marcada = Optional(true)
let cuenta: Int = marcada
let media: Double? = Optional(1)
print(media as Any)
