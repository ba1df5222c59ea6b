import Diagnostics

/// Text that goes into a `//` comment of generated code: the spec's file name, the config's
/// header. Swift ends a line comment at a line feed or a carriage return, so either would
/// turn the rest of the text into code; other controls, Unicode's line and paragraph
/// separators (which editors show as line breaks) and the bidirectional formatting
/// characters (which make code read in another order than it compiles) are as misleading.
/// Each is written as the escape a Swift string literal would use (`\r`, `\u{2028}`).
enum CommentText {
    /// `text` safe on one comment line.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += ControlCharacter.escape(scalar) ?? DisplayControl.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text`'s lines, split at every line break Swift or an editor knows (`\r\n`, `\n`, `\r`,
    /// vertical tab, form feed, U+0085, U+2028, U+2029), each made safe with `oneLine`.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if isLineBreak(scalar) {
                lines.append(oneLine(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(oneLine(String(current)))
        return lines
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (ControlCharacter.escape(scalar) != nil && scalar != "\t")
            || DisplayControl.contains(scalar)
    }
}
