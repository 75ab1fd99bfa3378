// A trailing closure in the sequence of a `for … in`: swiftc only warns that it is
// confusable with the body.
let numeros = [3, 1, 2, 5]
for n in numeros.sorted { $0 > $1 } {
    print(n)
}
for n in numeros.filter { $0 > 1 } where n != 5 {
    print(n)
}
