// Bool no es Comparable: una tupla que lo lleva no se compara con <.
let a = (true, 1)
let b = (false, 2)
print(a < b)
