/// What the type checker says about declarations whose shape swiftc refuses: raw types,
/// required initializers, opaque types.
extension Msg.Typing {
    public static let rawTypeWithPayload = "un enum con tipo en bruto no puede tener casos con carga"
    public static func rawTypeNotSynthesized(_ type: String, _ raw: String) -> String {
        "'\(type)' declara el tipo en bruto '\(raw)', pero no cumple RawRepresentable y no se puede sintetizar"
    }
}
