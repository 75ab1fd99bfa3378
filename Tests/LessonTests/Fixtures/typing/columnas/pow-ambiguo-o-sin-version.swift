// pow de un literal con punto y un entero literal es ambiguo; pow de un Double y un Int no encaja en ningún pow.
import Foundation
let lado = 3.0
let veces = 2
let area = pow(lado, 2)
let mal = pow(2.5, 2)
let otro = pow(lado, veces)
let bien = pow(lado, Double(veces))
print(area, bien)
