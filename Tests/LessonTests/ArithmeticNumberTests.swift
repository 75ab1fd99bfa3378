import Arithmetic
import Testing

/// The exact integers and the pure tables of the representable-state arithmetic (DESIGN §7).
@Suite("Aritmética: números exactos y tablas")
struct ArithmeticNumberTests {
    @Test("2^100 muestra sus 31 cifras")
    func powerOfTwo() {
        let number = BigNatural(2).power(100)
        #expect(number.description == "1267650600228229401496703205376")
        #expect(number.description.count == 31)
        #expect(BigNatural(2).power(0) == .one)
        #expect(BigNatural(0).power(0) == .one)
        #expect(BigNatural(10).power(27).description == "1" + String(repeating: "0", count: 27))
    }

    @Test("suma y producto con acarreo entre miembros")
    func addAndMultiply() {
        #expect((BigNatural(999_999_999) + 1).description == "1000000000")
        #expect((BigNatural(UInt64.max) + BigNatural(UInt64.max)).description == "36893488147419103230")
        #expect((BigNatural(UInt64.max) * BigNatural(UInt64.max)).description == "340282366920938463426481119284349108225")
        #expect((BigNatural(123_456_789_012) * .zero).isZero)
        #expect(BigNatural.zero.description == "0")
    }

    @Test("resta para lo que sobra; nil si el sustraendo es mayor")
    func subtract() {
        let big = BigNatural(2).power(100)
        #expect(big.subtracting(101)?.description == "1267650600228229401496703205275")
        #expect(BigNatural(1_000_000_000).subtracting(1)?.description == "999999999")
        #expect(BigNatural(5).subtracting(5) == .zero)
        #expect(BigNatural(5).subtracting(6) == nil)
        #expect(big.subtracting(big) == .zero)
    }

    @Test("orden, igualdad y paso a Int")
    func compare() {
        #expect(BigNatural(2).power(64) > BigNatural(UInt64.max))
        #expect(BigNatural(7) < BigNatural(1_000_000_000))
        #expect(BigNatural(1_000_000_000) == BigNatural(10).power(9))
        #expect(BigNatural(65_536).intValue == 65_536)
        #expect(BigNatural(2).power(100).intValue == nil)
    }

    @Test("contar con ∞: el cero gana, lo demás no tiene límite")
    func shapeCounts() {
        #expect(ShapeCount.one + .unlimited == .unlimited)
        #expect(ShapeCount.zero * .unlimited == .zero)
        #expect(ShapeCount.two * .unlimited == .unlimited)
        #expect(ShapeCount.two * .two + .one == .exactly(5))
    }

    @Test(":destinos 5: 32 contra 6, sobran 26")
    func destinosRows() {
        let rows = DestinosTable.rows(upTo: 5)
        #expect(rows.map(\.flags.description) == ["2", "4", "8", "16", "32"])
        #expect(rows.map(\.optionalEnum.description) == ["2", "3", "4", "5", "6"])
        #expect(rows.map(\.leftOver.description) == ["0", "1", "4", "11", "26"])
        let lines = DestinosTable.lines(upTo: 5)
        #expect(lines[0].contains("banderas: 2^n") && lines[0].contains("opcional de enum: n + 1"))
        #expect(lines[5].split(separator: " ") == ["5", "32", "6", "26"])
        #expect(lines.last!.contains("32") && lines.last!.contains("sobran 26"))
        #expect(DestinosTable.rows(upTo: 100).last?.flags.description == "1267650600228229401496703205376")
        #expect(DestinosTable.rows(upTo: 0).isEmpty)
    }

    @Test("las columnas se alinean: números a la derecha, palabras a la izquierda")
    func destinosAligned() {
        let lines = DestinosTable.lines(upTo: 10)
        let widths = Set(lines.prefix(11).map(\.count))
        #expect(widths.count == 1, "todas las filas de la tabla miden lo mismo")
        #expect(lines[10].hasSuffix(" 1013"))
    }

    @Test(":destinos 100 cabe en 80 columnas: la cabecera pasa a dos líneas cortas y los números quedan enteros")
    func destinosFitEighty() {
        let narrow = DestinosTable.tableLines(DestinosTable.rows(upTo: 100), width: 80)
        #expect(narrow.allSatisfy { $0.count <= 80 })
        #expect(narrow[1].hasPrefix("  n") && narrow[1].hasSuffix("banderas"))
        #expect(narrow.last == "100  1267650600228229401496703205376       101  1267650600228229401496703205275")
        // Where the one-line header fits, it stays.
        #expect(DestinosTable.tableLines(DestinosTable.rows(upTo: 100), width: 120)[0].contains("banderas: 2^n"))
        #expect(DestinosTable.tableLines(DestinosTable.rows(upTo: 5), width: 80)[0].contains("opcional de enum: n + 1"))
    }

    @Test(":comparar separa los tipos por espacios fuera de paréntesis")
    func splitArguments() {
        #expect(TypeLookup.splitArguments("Destino? (Bool, Bool)") == ["Destino?", "(Bool, Bool)"])
        #expect(TypeLookup.splitArguments("  [String: Int]   Optional<Destino> ") == ["[String: Int]", "Optional<Destino>"])
        #expect(TypeLookup.splitArguments("") == [])
    }
}
