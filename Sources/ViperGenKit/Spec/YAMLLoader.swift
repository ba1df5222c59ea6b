import Foundation
import Yams

/// Loads YAML text into a Yams node tree, turning every failure into a located diagnostic.
///
/// Inputs are screened before parsing, because the YAML composer recurses once per
/// nesting level and a hostile file (a megabyte of `[`) would otherwise exhaust the stack.
public enum YAMLLoader {
    /// Spec and config files are a few hundred bytes; anything this large is not one.
    public static let maximumSize = 1 << 20
    /// Deeper nesting than this has no meaning in a spec or config.
    public static let maximumDepth = 64

    /// Refuses a file larger than `maximumSize`, before anything reads it as text.
    static func checkSize(of data: Data, path: String) throws(DiagnosticsError) {
        guard data.count > maximumSize else { return }
        throw DiagnosticsError([
            .error(
                "file is \(data.count) bytes; the limit is \(maximumSize) bytes",
                at: SourceLocation(file: path, line: 1, column: 1)
            )
        ])
    }

    /// Parses `data` read from `path`. A file with no document yields `nil`.
    public static func load(_ data: Data, path: String) throws(DiagnosticsError) -> Node? {
        try checkSize(of: data, path: path)
        if let zero = data.firstIndex(of: 0) {
            throw DiagnosticsError([
                .error("file is binary (it contains a NUL byte), not YAML text", at: location(ofByte: zero, in: data, path: path))
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let offset = firstInvalidUTF8Offset(in: data)
            throw DiagnosticsError([
                .error("file is not valid UTF-8 text", at: location(ofByte: offset, in: data, path: path))
            ])
        }
        if let problem = depthProblem(in: text, path: path) {
            throw DiagnosticsError([problem])
        }
        do {
            // Every scalar stays a string; `PlainScalar` reads the few that are not.
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw DiagnosticsError([diagnostic(for: error, path: path, text: text)])
        } catch {
            throw DiagnosticsError([.error("cannot parse YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))])
        }
    }

    static func diagnostic(for error: YamlError, path: String, text: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if problem.contains("cannot start any token") {
                message += " (YAML does not allow tabs for indentation; use spaces)"
            } else if problem.contains("did not find expected key") || problem.contains("mapping values are not allowed") {
                message += "; check the indentation of this line and quote values that contain ': '"
            }
            return .error(message, at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .composer(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .reader(let problem, _, _, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(file: path, line: 1, column: 1))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? "?"
            let mark = secondOccurrence(of: key, in: text, after: context.mark.line)
            return .error(
                "duplicate key '\(key)'; each key may appear only once",
                at: SourceLocation(file: path, line: mark?.line ?? context.mark.line, column: mark?.column ?? context.mark.column)
            )
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    /// Where `key:` is written a second time at the indentation of its first occurrence.
    static func secondOccurrence(of key: String, in text: String, after line: Int) -> (line: Int, column: Int)? {
        var firstIndent: Int?
        for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index + 1 >= line {
            let indent = content.prefix { $0 == " " }.count
            var body = content.dropFirst(indent)
            var column = indent + 1
            if body.hasPrefix("- ") {
                body = body.dropFirst(2)
                column += 2
            }
            guard body.hasPrefix(key), body.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":") else { continue }
            if let first = firstIndent {
                if first == column { return (index + 1, column) }
            } else {
                firstIndent = column
            }
        }
        return nil
    }

    /// Finds flow collections (`[`, `{`) nested beyond `maximumDepth`, before the parser
    /// recurses into them. Reads bytes, as the parser does: a bracket followed by a
    /// combining mark still opens a collection, though it is not a Character of its own.
    static func depthProblem(in text: String, path: String) -> Diagnostic? {
        var depth = 0
        var line = 1
        var lineStart = text.utf8.startIndex
        var quote: UInt8?
        var inComment = false
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = text.utf8.index(after: index)
                inComment = false
                continue
            }
            if inComment { continue }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth {
                    // Bytes before an ASCII byte end on a Character boundary.
                    let column = text[lineStart..<index].count + 1
                    return .error(
                        "nesting is deeper than \(maximumDepth) levels",
                        at: SourceLocation(file: path, line: line, column: column)
                    )
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    private static func location(ofByte offset: Int, in data: Data, path: String) -> SourceLocation {
        let prefix = data.prefix(offset)
        let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    private static func firstInvalidUTF8Offset(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for next in bytes[(index + 1)..<(index + length)] where next & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return index
    }
}
