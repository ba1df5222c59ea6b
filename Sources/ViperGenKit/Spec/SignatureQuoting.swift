/// Quotes the Swift text of a spec before YAML sees it.
///
/// Specs write signatures and types as plain YAML (`- showCarDetail(for viewModel: CarViewModel)`,
/// `tags: [String]`), which YAML would read as mappings and flow sequences. Items of `useCases:`
/// and `routes:`, and the values of `properties:` entries written in block style, are wrapped in
/// single quotes here; the lines it changed are returned so locations still point at the original
/// column.
enum SignatureQuoting {
    static func prepare(_ text: String) -> (text: String, quotedLines: Set<Int>) {
        // Split at `\n` bytes: split by Character, a CRLF file would be one line.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        var quoted: Set<Int> = []
        var topLevelKey = ""
        var propertiesIndent: Int?
        for index in lines.indices {
            // A CRLF line is read without its `\r`, which goes back on the end of a rewritten one.
            let ending = lines[index].utf8.last == UInt8(ascii: "\r") ? "\r" : ""
            let line = ending.isEmpty ? lines[index] : String(lines[index].dropLast())
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.isEmpty || body.hasPrefix("#") { continue }
            if indent == 0, !body.hasPrefix("-") {
                topLevelKey = String(body.prefix { $0 != ":" })
                propertiesIndent = nil
                continue
            }
            if let level = propertiesIndent, indent <= level { propertiesIndent = nil }
            switch topLevelKey {
            case "useCases", "routes":
                guard body.hasPrefix("- ") else { continue }
                let valueStart = indent + 2 + body.dropFirst(2).prefix { $0 == " " }.count
                if let rewritten = quotingValue(of: line, from: valueStart) {
                    lines[index] = rewritten + ending
                    quoted.insert(index + 1)
                }
            case "entity", "viewModel":
                if body.hasPrefix("properties:"), body.dropFirst("properties:".count).allSatisfy({ $0 == " " }) {
                    propertiesIndent = indent
                    continue
                }
                guard propertiesIndent != nil else { continue }
                var entry = body
                var entryStart = indent
                if entry.hasPrefix("- ") {
                    entry = entry.dropFirst(2)
                    entryStart += 2
                }
                guard let colon = entry.range(of: ": ") else { continue }
                let key = entry[..<colon.lowerBound]
                guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }) else { continue }
                let afterColon = entry[colon.upperBound...]
                let valueStart =
                    entryStart + entry.distance(from: entry.startIndex, to: colon.upperBound)
                    + afterColon.prefix { $0 == " " }.count
                if let rewritten = quotingValue(of: line, from: valueStart) {
                    lines[index] = rewritten + ending
                    quoted.insert(index + 1)
                }
            default:
                continue
            }
        }
        return (lines.joined(separator: "\n"), quoted)
    }

    /// The line with the plain value starting at character `start` single-quoted, keeping a
    /// trailing comment; `nil` when the value is already quoted or is not plain text.
    private static func quotingValue(of line: String, from start: Int) -> String? {
        guard let valueStart = line.index(line.startIndex, offsetBy: start, limitedBy: line.endIndex),
            valueStart != line.endIndex
        else { return nil }
        // Already quoted, a block scalar, an anchor, alias, tag or directive: leave it to YAML.
        if "\"'|>&*!%#".contains(line[valueStart]) { return nil }
        // The value ends at a comment (` #` outside double quotes) or the end of the line.
        var end = line.endIndex
        var position = valueStart
        var previous: Character?
        var inString = false
        while position != line.endIndex {
            let character = line[position]
            if character == "\"" { inString.toggle() }
            if !inString, character == "#", previous == " " {
                end = position
                break
            }
            previous = character
            position = line.index(after: position)
        }
        while end > valueStart, line[line.index(before: end)] == " " { end = line.index(before: end) }
        guard end > valueStart else { return nil }
        let value = line[valueStart..<end]
        // Every `'` doubled, also one that a Character joins to its neighbours (`\u{600}'`).
        var escaped = ""
        for scalar in value.unicodeScalars {
            escaped.unicodeScalars.append(scalar)
            if scalar == "'" { escaped.unicodeScalars.append(scalar) }
        }
        return line[..<valueStart] + "'" + escaped + "'" + line[end...]
    }
}
