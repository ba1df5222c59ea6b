import Foundation

/// Does what a user does with a generated module's `// TODO:` placeholders: gives each a real
/// value. A placeholder is the literal on the line after a `// TODO:` comment, written as
/// `label: <literal>` (an argument or a property) or `return <literal>`. Generated tests must
/// keep passing once these are filled in, so they must not pin the placeholder values; the
/// random batch of `SamplesCompileTests` fills half its modules this way before it runs their
/// tests.
enum PlaceholderFiller {
    /// `text` with every placeholder literal it can change replaced by another value of its
    /// type, and how many it replaced.
    static func fill(_ text: String) -> (text: String, count: Int) {
        var lines = text.components(separatedBy: "\n")
        var count = 0
        for index in lines.indices.dropFirst()
        where lines[index - 1].trimmingCharacters(in: .whitespaces).hasPrefix("// TODO:") {
            guard let filled = fill(line: lines[index]) else { continue }
            lines[index] = filled
            count += 1
        }
        return (lines.joined(separator: "\n"), count)
    }

    /// The line with its placeholder literal replaced, or nil when it holds none this knows.
    static func fill(line: String) -> String? {
        guard
            let match = line.wholeMatch(of: /(\s*(?:return |[A-Za-z_`][A-Za-z0-9_`]*: ))(.+?)(,?)/)
        else { return nil }
        let (head, literal, comma) = (
            String(match.output.1), String(match.output.2), String(match.output.3)
        )
        guard let value = replacement(for: literal) else { return nil }
        return head + value + comma
    }

    /// Another value of the literal's type: a non-empty string, the other Boolean, a
    /// different number, identifier or date.
    static func replacement(for literal: String) -> String? {
        switch literal {
        case #""""#: return #""filled""#
        case "false": return "true"
        case "true": return "false"
        case "Date(timeIntervalSince1970: 0)": return "Date(timeIntervalSince1970: 7)"
        default: break
        }
        if let integer = Int(literal) { return String(integer + 7) }
        if literal.contains("."), let number = Double(literal) { return String(number + 7.5) }
        if literal.hasPrefix("UUID(uuid: ("), literal.hasSuffix(", 0))") {
            return String(literal.dropLast(", 0))".count)) + ", 7))"
        }
        return nil
    }
}
