// Sin un tipo que lo acoja, el literal es un Int, y 9999999999999999999 no cabe en él.
let offset: UInt64 = 14695981039346656037
let y = 9999999999999999999
print(offset, y)
