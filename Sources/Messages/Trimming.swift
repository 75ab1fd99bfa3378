extension StringProtocol {
    /// The text without the whitespace and newlines around it. Foundation's
    /// `trimmingCharacters(in:)` goes through `NSString`, which took a tenth of each piped
    /// event's time.
    public var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
