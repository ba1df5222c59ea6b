/// Lines and columns as libyaml counts them, so that every diagnostic agrees with the
/// parser's marks: a line ends at `\n`, `\r\n`, `\r`, U+0085, U+2028 or U+2029; a column
/// is a Unicode scalar; a byte order mark at the start of the text takes no column.
enum YAMLText {
    /// One line of a text and the break that ends it (empty on the last line).
    struct Line {
        var body: Substring
        var ending: Substring
    }

    /// The lines of `text`; the text is their bodies and endings joined.
    static func lines(of text: String) -> [Line] {
        let utf8 = text.utf8
        var lines: [Line] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let length = breakLength(in: utf8, at: index)
            if length == 0 {
                index = utf8.index(after: index)
                continue
            }
            let end = utf8.index(index, offsetBy: length)
            lines.append(
                Line(body: Substring(utf8[start..<index]), ending: Substring(utf8[index..<end])))
            start = end
            index = end
        }
        lines.append(Line(body: Substring(utf8[start...]), ending: ""))
        return lines
    }

    /// The 1-based line and column of the byte at `offset` in `bytes`, which need not be
    /// valid UTF-8: a column is a byte that does not continue a UTF-8 sequence, which in
    /// valid text is a scalar.
    static func position<Bytes: Collection<UInt8>>(ofByte offset: Int, in bytes: Bytes) -> (
        line: Int, column: Int
    ) {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        var consumed = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]), offset >= 3 {
            index = bytes.index(index, offsetBy: 3)
            consumed = 3
        }
        while consumed < offset, index != bytes.endIndex {
            let length = breakLength(in: bytes, at: index)
            if length > 0 {
                line += 1
                column = 1
                index = bytes.index(index, offsetBy: length)
                consumed += length
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index = bytes.index(after: index)
            consumed += 1
        }
        return (line, column)
    }

    /// How many bytes the line break at `index` takes: 0 if none starts there.
    private static func breakLength<Bytes: Collection<UInt8>>(
        in bytes: Bytes, at index: Bytes.Index
    ) -> Int {
        let next = bytes.index(after: index)
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            return 1
        case UInt8(ascii: "\r"):
            return next != bytes.endIndex && bytes[next] == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2:
            return next != bytes.endIndex && bytes[next] == 0x85 ? 2 : 0
        case 0xE2:
            guard next != bytes.endIndex, bytes[next] == 0x80 else { return 0 }
            let third = bytes.index(after: next)
            return third != bytes.endIndex && (bytes[third] == 0xA8 || bytes[third] == 0xA9) ? 3 : 0
        default:
            return 0
        }
    }
}
