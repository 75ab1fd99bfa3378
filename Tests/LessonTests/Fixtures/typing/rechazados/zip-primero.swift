let nombres = ["Ana", "Luis"]
let notas = [7, 9]
if let primera = zip(nombres, notas).first {
    print(primera)
}
