import Foundation

/// A ZIP file with stored (uncompressed) entries: what an autograder bundle needs, without a
/// `zip` program on the instructor's machine. Unix permissions are kept, so scripts stay executable.
public struct ZipArchive: Sendable {
    public struct Entry: Sendable {
        public var path: String
        public var data: Data
        public var executable: Bool
        public init(path: String, data: Data, executable: Bool = false) {
            self.path = path; self.data = data; self.executable = executable
        }
    }

    public var entries: [Entry] = []

    public init(entries: [Entry] = []) { self.entries = entries }

    public var data: Data {
        var out = Data(), central = Data()
        for entry in entries {
            let name = Data(entry.path.utf8)
            let crc = Self.crc32(entry.data)
            let offset = UInt32(out.count)
            var local = Data()
            local.append(le32: 0x04034b50)
            local.append(le16: 20); local.append(le16: 0x0800); local.append(le16: 0)   // version, UTF-8 names, stored
            local.append(le16: 0); local.append(le16: 0x21)                             // time 00:00, date 1980-01-01
            local.append(le32: crc); local.append(le32: UInt32(entry.data.count)); local.append(le32: UInt32(entry.data.count))
            local.append(le16: UInt16(name.count)); local.append(le16: 0)
            out += local + name + entry.data
            let mode: UInt32 = (entry.executable ? 0o100755 : 0o100644) << 16
            central.append(le32: 0x02014b50)
            central.append(le16: (3 << 8) | 20); central.append(le16: 20); central.append(le16: 0x0800); central.append(le16: 0)
            central.append(le16: 0); central.append(le16: 0x21)
            central.append(le32: crc); central.append(le32: UInt32(entry.data.count)); central.append(le32: UInt32(entry.data.count))
            central.append(le16: UInt16(name.count)); central.append(le16: 0); central.append(le16: 0)
            central.append(le16: 0); central.append(le16: 0); central.append(le32: mode); central.append(le32: offset)
            central += name
        }
        let start = UInt32(out.count)
        out += central
        out.append(le32: 0x06054b50)
        out.append(le16: 0); out.append(le16: 0)
        out.append(le16: UInt16(entries.count)); out.append(le16: UInt16(entries.count))
        out.append(le32: UInt32(central.count)); out.append(le32: start); out.append(le16: 0)
        return out
    }

    /// The entry names of a ZIP file (empty when `data` is not one).
    public static func names(in data: Data) -> [String] { entries(in: data).map(\.path) }

    /// The stored entries of a ZIP file, read through its central directory; compressed ones are skipped.
    public static func entries(in data: Data) -> [Entry] {
        let bytes = [UInt8](data)
        guard bytes.count >= 22 else { return [] }
        func le16(_ at: Int) -> Int { at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : 0 }
        func le32(_ at: Int) -> Int { le16(at) | le16(at + 2) << 16 }
        guard let end = stride(from: bytes.count - 22, through: max(0, bytes.count - 22 - 65535), by: -1)
            .first(where: { le32($0) == 0x06054b50 }) else { return [] }
        var at = le32(end + 16), found: [Entry] = []
        for _ in 0..<le16(end + 10) {
            guard at + 46 <= bytes.count, le32(at) == 0x02014b50 else { break }
            let method = le16(at + 10), size = le32(at + 20), length = le16(at + 28)
            let extra = le16(at + 30), comment = le16(at + 32), mode = le32(at + 38) >> 16, local = le32(at + 42)
            guard at + 46 + length <= bytes.count else { break }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + length)], as: UTF8.self)
            let start = local + 30 + le16(local + 26) + le16(local + 28)
            if method == 0, start + size <= bytes.count {
                found.append(Entry(path: name, data: Data(bytes[start..<(start + size)]), executable: mode & 0o111 != 0))
            }
            at += 46 + length + extra + comment
        }
        return found
    }

    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB88320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFFFFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFFFFFF
    }
}

private extension Data {
    mutating func append(le16 value: UInt16) { append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)]) }
    mutating func append(le32 value: UInt32) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)])
    }
}
