// Un registro de temperaturas donde un 0 separa los días: se parte en tramos con
// split(separator:), split(whereSeparator:), maxSplits y omittingEmptySubsequences.
let lecturas = [12, 14, 0, 15, 18, 17, 0, 0, 20, 21]
let dias = lecturas.split(separator: 0)
print(dias)
print(dias.count, dias.map { $0.count }, dias.map { $0.max()! })
for (n, dia) in dias.enumerated() {
    let media = Double(dia.reduce(0, +)) / Double(dia.count)
    print("día \(n + 1): \(Array(dia)) desde la posición \(dia.startIndex), media \(media)")
}
print(lecturas.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
print(lecturas.split(separator: 0, maxSplits: 1))
let calurosos = lecturas.split(whereSeparator: { $0 < 15 })
print(calurosos.map { Array($0) }, lecturas.split { $0 % 2 == 1 }.count)
let compras = ["pan", "leche", "-", "clavos", "martillo", "-", "-", "sellos"]
let tiendas = compras.split(separator: "-").map { $0.joined(separator: ", ") }
print(tiendas)
let segunda = lecturas[3...].split(separator: 0)
print(segunda.first!.startIndex, segunda.last!)
print(lecturas.starts(with: [12, 14]), lecturas.starts(with: [14]), dias[1].starts(with: [15]), lecturas.starts(with: []))
