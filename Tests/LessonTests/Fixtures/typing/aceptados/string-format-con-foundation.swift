import Foundation
let media = 7.25
print(String(format: "%.1f", media), String(format: "%d alumnos", 3))
