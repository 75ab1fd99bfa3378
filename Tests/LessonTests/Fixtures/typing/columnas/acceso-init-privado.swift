struct Token {
    let valor: Int
    private init(valor: Int) { self.valor = valor }
    static func crear() -> Token { Token(valor: 1) }
}
let t = Token(valor: 2)
print(t.valor, Token.crear().valor)
