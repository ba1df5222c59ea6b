import Foundation

/// A unified diff of two texts, as `diff -u` and `git diff` print it.
///
/// Lines end at `\n` only, as `git apply` and `patch` read them: a `\r` before it (a CRLF
/// file) or alone stays part of the line, so the diff of a file written on Windows applies
/// to it byte for byte. Lines compare as bytes, not as canonically equivalent Unicode.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, with `context` unchanged lines around each change;
    /// empty when the texts are equal.
    public static func make(
        old: String, new: String, oldName: String, newName: String, context: Int = 3
    ) -> String {
        String(
            decoding: make(
                old: Data(old.utf8), new: Data(new.utf8), oldName: oldName, newName: newName,
                context: context), as: UTF8.self)
    }

    /// `name` as git writes a path in a diff header: as it is, unless it holds a control
    /// character, a `"` or a `\`; then in double quotes with C escapes (`"a/Tab\tRoot/x"`),
    /// which `git apply` and `patch` read back, so that no path can split the header or
    /// forge a line of the diff.
    static func quoted(_ name: String) -> String {
        guard
            name.utf8.contains(where: {
                $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            })
        else {
            return name
        }
        let escapes: [UInt8: String] = [
            0x07: "\\a", 0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0B: "\\v", 0x0C: "\\f",
            0x0D: "\\r",
            UInt8(ascii: "\""): "\\\"", UInt8(ascii: "\\"): "\\\\",
        ]
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            if let escape = escapes[byte] {
                bytes += escape.utf8
            } else if byte < 0x20 || byte == 0x7F {
                let octal = String(byte, radix: 8)
                bytes += ("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        // Only ASCII bytes were replaced, by ASCII: the rest is the name's own UTF-8.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The diff from the bytes `old` to the bytes `new`, as bytes: a file on disk need not be
    /// UTF-8 (a generated file someone saved in Latin-1), and its lines must come out as they
    /// are for the diff to apply.
    public static func make(
        old: Data, new: Data, oldName: String, newName: String, context: Int = 3
    ) -> Data {
        if old == new { return Data() }
        var numbering = LineNumbering()
        let a = numbering.lines(of: old)
        let b = numbering.lines(of: new)
        let edits = script(a.map(\.id), b.map(\.id))
        var output = Data("--- \(quoted(oldName))\n+++ \(quoted(newName))\n".utf8)
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else {
                break
            }
            let start = max(index, firstChange - context)
            var end = firstChange
            // Extend the hunk while the next change is within 2 * context lines.
            while true {
                guard let nextSame = edits[end...].firstIndex(where: { $0.kind == .same }) else {
                    end = edits.count
                    break
                }
                let nextChange = edits[nextSame...].firstIndex(where: { $0.kind != .same })
                if let nextChange, nextChange - nextSame <= 2 * context {
                    end = nextChange
                } else {
                    end = min(edits.count, nextSame + context)
                    break
                }
            }
            let hunk = edits[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0
            let newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += Data(
                "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for edit in hunk {
                let line: Line
                switch edit.kind {
                case .same, .delete: line = a[edit.oldLine - 1]
                case .insert: line = b[edit.newLine - 1]
                }
                output += Data(edit.kind.marker.utf8)
                output += line.bytes
                output += Data(
                    (line.endsWithNewline ? "\n" : "\n\\ No newline at end of file\n").utf8)
            }
            index = end
        }
        return output
    }

    private struct Edit {
        enum Kind {
            case same, delete, insert

            var marker: String {
                switch self {
                case .same: " "
                case .delete: "-"
                case .insert: "+"
                }
            }
        }

        var kind: Kind
        /// 1-based line numbers where this edit sits in each text.
        var oldLine: Int
        var newLine: Int
    }

    /// One line: its bytes without the `\n`, and a number that equal lines of either text share.
    private struct Line {
        var bytes: Data
        var endsWithNewline: Bool
        var id: Int
    }

    /// Numbers lines by their bytes, so the edit script compares numbers. A last line
    /// without `\n` differs from the same text with one: the diff must add or remove the `\n`.
    private struct LineNumbering {
        private var ids: [LineKey: Int] = [:]

        private struct LineKey: Hashable {
            var bytes: [UInt8]
            var endsWithNewline: Bool
        }

        mutating func lines(of data: Data) -> [Line] {
            var result: [Line] = []
            var start = data.startIndex
            while start != data.endIndex {
                let newline = data[start...].firstIndex(of: UInt8(ascii: "\n"))
                let end = newline ?? data.endIndex
                let bytes = data[start..<end]
                let key = LineKey(bytes: Array(bytes), endsWithNewline: newline != nil)
                let id = ids[key] ?? ids.count
                ids[key] = id
                result.append(Line(bytes: Data(bytes), endsWithNewline: newline != nil, id: id))
                start = newline.map { data.index(after: $0) } ?? data.endIndex
            }
            return result
        }
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// Cells of the longest-common-subsequence table at most: past it, the lines between the
    /// common head and tail are shown as removed and added whole (a valid diff, not a minimal
    /// one), so that two large unrelated files cannot take gigabytes.
    static let maximumTableCells = 4_000_000

    /// The shortest edit script, by longest common subsequence of what lies between the
    /// lines both texts start and end with.
    private static func script(_ a: [Int], _ b: [Int]) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head,
            a[a.count - 1 - tail] == b[b.count - 1 - tail]
        { tail += 1 }
        let n = a.count - head - tail
        let m = b.count - head - tail
        var edits: [Edit] = (0..<head).map { Edit(kind: .same, oldLine: $0 + 1, newLine: $0 + 1) }
        if n * m > maximumTableCells {
            edits += (0..<n).map { Edit(kind: .delete, oldLine: head + $0 + 1, newLine: head + 1) }
            edits += (0..<m).map {
                Edit(kind: .insert, oldLine: head + n + 1, newLine: head + $0 + 1)
            }
        } else {
            // table[i][j]: the longest common subsequence of a[head + i ...] and b[head + j ...] in the middle.
            var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] =
                        a[head + i] == b[head + j]
                        ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, a[head + i] == b[head + j] {
                    edits.append(Edit(kind: .same, oldLine: head + i + 1, newLine: head + j + 1))
                    i += 1
                    j += 1
                } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                    // Deletions before insertions, as git prints them.
                    edits.append(Edit(kind: .delete, oldLine: head + i + 1, newLine: head + j + 1))
                    i += 1
                } else {
                    edits.append(Edit(kind: .insert, oldLine: head + i + 1, newLine: head + j + 1))
                    j += 1
                }
            }
        }
        edits += (0..<tail).map {
            Edit(kind: .same, oldLine: head + n + $0 + 1, newLine: head + m + $0 + 1)
        }
        return edits
    }
}
