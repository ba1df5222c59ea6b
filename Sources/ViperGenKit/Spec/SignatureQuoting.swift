import Diagnostics

/// Quotes the Swift text of a spec before YAML sees it.
///
/// Specs write signatures and types as plain YAML (`- showCarDetail(for viewModel: CarViewModel)`,
/// `tags: [String]`), which YAML would read as mappings and flow sequences. Items of `useCases:`
/// and `routes:`, and the values of `properties:` entries written in block style, are wrapped in
/// single quotes here; where each added quote sits is kept, so locations still point at the
/// original column.
enum SignatureQuoting {
    /// A spec's text with its signatures and types quoted.
    struct Prepared {
        var text: String
        /// For each rewritten line (1-based), the columns in it of the quotes added, ascending
        /// (for a doubled `'`, the second one).
        var addedQuotes: [Int: [Int]] = [:]

        /// The lines with quotes added.
        var quotedLines: Set<Int> { Set(addedQuotes.keys) }

        /// `location`, a place in the rewritten text, as a place in the text as written.
        func originalLocation(of location: SourceLocation) -> SourceLocation {
            guard let columns = addedQuotes[location.line] else { return location }
            // The quotes before the column, found by halving: a line may hold half a million.
            var (added, end) = (0, columns.count)
            while added < end {
                let middle = (added + end) / 2
                if columns[middle] < location.column { added = middle + 1 } else { end = middle }
            }
            return SourceLocation(file: location.file, line: location.line, column: location.column - added)
        }
    }

    static func prepare(_ text: String) -> Prepared {
        // Lines end where YAML's do: split by Character, a CRLF file would be one line.
        var lines = YAMLText.lines(of: text).map { (body: String($0.body), ending: $0.ending) }
        var prepared = Prepared(text: "")
        var topLevelKey = ""
        var propertiesIndent: Int?
        for index in lines.indices {
            let line = lines[index].body
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.isEmpty || body.hasPrefix("#") { continue }
            if indent == 0, !body.hasPrefix("-") {
                topLevelKey = String(body.prefix { $0 != ":" })
                propertiesIndent = nil
                continue
            }
            if let level = propertiesIndent, indent <= level { propertiesIndent = nil }
            let valueStart: Int
            switch topLevelKey {
            case "useCases", "routes":
                guard body.hasPrefix("- ") else { continue }
                valueStart = indent + 2 + body.dropFirst(2).prefix { $0 == " " }.count
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
                valueStart =
                    entryStart + entry.distance(from: entry.startIndex, to: colon.upperBound)
                    + afterColon.prefix { $0 == " " }.count
            default:
                continue
            }
            if let (rewritten, quotes) = quotingValue(of: line, from: valueStart) {
                lines[index].body = rewritten
                prepared.addedQuotes[index + 1] = quotes
            }
        }
        prepared.text = lines.map { $0.body + $0.ending }.joined()
        return prepared
    }

    /// The line with the plain value starting at character `start` single-quoted, keeping a
    /// trailing comment, and the columns of the quotes it added; `nil` when the value is
    /// already quoted or is not plain text.
    private static func quotingValue(of line: String, from start: Int) -> (line: String, addedQuotes: [Int])? {
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
        // Columns count Unicode scalars, as YAML's marks do.
        var column = line.unicodeScalars[..<valueStart].count + 1
        var addedQuotes = [column]
        var escaped = "'"
        for scalar in value.unicodeScalars {
            column += 1
            escaped.unicodeScalars.append(scalar)
            if scalar == "'" {
                column += 1
                addedQuotes.append(column)
                escaped.unicodeScalars.append(scalar)
            }
        }
        addedQuotes.append(column + 1)
        return (line[..<valueStart] + escaped + "'" + line[end...], addedQuotes)
    }
}
