struct Par<A, B> {
    let primero: A
    let segundo: B
}
let p = Par<Int, String>(primero: 1, segundo: 2)
print(p)
