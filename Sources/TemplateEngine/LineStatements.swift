import Foundation

/// Jinja-style line statements for templates: a line that holds only block tags
/// (`{% for … %}`, `{% endif %}`) leaves nothing in the output, not even its newline,
/// while tags inside a line of code are rendered exactly where they stand.
public enum LineStatements {
    /// Where a piece of a folded line came from: from `foldedColumn` on, the text is that of
    /// the original `line`, starting at its `column` (all 1-based).
    struct Segment: Sendable {
        var foldedColumn: Int
        var line: Int
        var column: Int
    }

    /// The template text with tag-only lines folded into the following line.
    /// `lineMap[i]` is the original 1-based line of line `i + 1` of the result, and
    /// `segments[i]` says where each part of that line came from.
    static func fold(_ text: String) -> (text: String, lineMap: [Int], segments: [[Segment]]) {
        var output = ""
        var lineMap: [Int] = []
        var segments: [[Segment]] = []
        var pending: [Segment] = []
        var pendingWidth = 0
        // Split at `\n` bytes: a Character-wise split would not split `\r\n`.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Substring($0) }
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if isTagOnly(line) {
                let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                let trimmed = TemplateTag.trimmed(line)
                pending.append(
                    Segment(foldedColumn: pendingWidth + 1, line: index + 1, column: indent + 1))
                pendingWidth += trimmed.count
                output += trimmed
                continue
            }
            output += line
            lineMap.append(pending.first?.line ?? index + 1)
            segments.append(
                pending + [Segment(foldedColumn: pendingWidth + 1, line: index + 1, column: 1)])
            pending = []
            pendingWidth = 0
            if !isLast { output += "\n" }
        }
        if let first = pending.first {
            lineMap.append(first.line)
            segments.append(pending)
        }
        return (output, lineMap, segments)
    }

    /// The original line and column of a place in a folded line.
    static func originalPlace(line: Int, column: Int, in segments: [[Segment]]) -> (
        line: Int, column: Int
    ) {
        guard segments.indices.contains(line - 1),
            let segment = segments[line - 1].last(where: { $0.foldedColumn <= column })
                ?? segments[line - 1].first
        else { return (line, column) }
        return (segment.line, column - segment.foldedColumn + segment.column)
    }

    /// Whether `line` holds only block tags (`{% … %}`) and blanks.
    public static func isTagOnly(_ line: Substring) -> Bool {
        let bytes = line.utf8
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
        }
        var index = bytes.startIndex
        while index != bytes.endIndex, isBlank(bytes[index]) { index = bytes.index(after: index) }
        guard index != bytes.endIndex else { return false }
        while index != bytes.endIndex {
            // `{%` opens a tag here, else the line holds something more.
            guard bytes[index] == UInt8(ascii: "{"), bytes.index(after: index) != bytes.endIndex,
                bytes[bytes.index(after: index)] == UInt8(ascii: "%")
            else { return false }
            // The first `%}` from its `%` on closes it, so `{%}` is a closed tag.
            index = bytes.index(after: index)
            var closed = false
            while index != bytes.endIndex {
                let byte = bytes[index]
                index = bytes.index(after: index)
                if byte == UInt8(ascii: "%"), index != bytes.endIndex,
                    bytes[index] == UInt8(ascii: "}")
                {
                    index = bytes.index(after: index)
                    closed = true
                    break
                }
            }
            guard closed else { return false }
            while index != bytes.endIndex,
                isBlank(bytes[index]) || bytes[index] == UInt8(ascii: "\r")
            {
                index = bytes.index(after: index)
            }
        }
        return true
    }
}
