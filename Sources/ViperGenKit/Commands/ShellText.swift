import Foundation

/// Paths and words as a user types them at a shell.
public enum ShellText {
    /// `word` as a shell reads it back: as it is when it holds only characters no shell
    /// treats specially, else in single quotes; with a character that would break the line
    /// it is printed on, as a `$'…'` string, which bash and zsh read.
    public static func quoted(_ word: String) -> String {
        let plainCharacters = Set(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,+@%"
                .unicodeScalars)
        if !word.isEmpty, word.unicodeScalars.allSatisfy(plainCharacters.contains) { return word }
        // What would end the line: controls, and the separators YAML also reads as line breaks.
        func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
            [.control, .lineSeparator, .paragraphSeparator].contains(
                scalar.properties.generalCategory)
        }
        guard word.unicodeScalars.contains(where: breaksLine) else {
            return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        var escaped = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\", "'": escaped += "\\\(scalar)"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where breaksLine(scalar):
                // C0 controls and DEL as bytes; the rest as code points, since a byte from
                // 0x80 up would not be UTF-8.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped +=
                    scalar.value < 0x80
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "'"
    }

    /// `url` as the user would write it from the current folder: relative when it is below
    /// it or near it, absolute otherwise.
    public static func displayPath(of url: URL, from directory: URL) -> String {
        let base = directory.standardizedFileURL.pathComponents
        let target = url.standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] {
            common += 1
        }
        let ups = base.count - common
        if common <= 1 || ups > 3 { return url.standardizedFileURL.path }
        let parts = Array(repeating: "..", count: ups) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
