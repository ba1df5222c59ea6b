import Foundation

/// Jinja-style line statements for templates: a line that holds only block tags
/// (`{% for … %}`, `{% endif %}`) leaves nothing in the output, not even its newline,
/// while tags inside a line of code are rendered exactly where they stand.
enum LineStatements {
    /// The template text with tag-only lines folded into the following line.
    /// `lineMap[i]` is the original 1-based line of line `i + 1` of the result.
    static func fold(_ text: String) -> (text: String, lineMap: [Int]) {
        var output = ""
        var lineMap: [Int] = []
        var pendingOriginal: Int?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if isTagOnly(line) {
                output += line.trimmingCharacters(in: .whitespaces)
                pendingOriginal = pendingOriginal ?? index + 1
                continue
            }
            output += line
            lineMap.append(pendingOriginal ?? index + 1)
            pendingOriginal = nil
            if !isLast { output += "\n" }
        }
        if pendingOriginal != nil { lineMap.append(pendingOriginal ?? lines.count) }
        return (output, lineMap)
    }

    static func isTagOnly(_ line: Substring) -> Bool {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("{%") else { return false }
        while rest.hasPrefix("{%") {
            guard let close = rest.range(of: "%}") else { return false }
            rest = rest[close.upperBound...].drop { $0 == " " || $0 == "\t" }
        }
        return rest.isEmpty
    }
}
