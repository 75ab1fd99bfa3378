let cantidades = [1, 2]
let nombres = ["pan", "vino"]
let mezcla = zip(cantidades, nombres).map { $0 + $1 }
print(mezcla)
