/// The braces of Swift source, line by line: which declarations enclose each line, found by
/// matching `{` and `}` outside comments and string literals (interpolations included), as a
/// small scanner, not a parser. A brace a declaration opens is named by it (`struct CarSorter`,
/// `extension CarsPresenter`, `func load`, `init`, `var body`); any other (a closure, an `if`,
/// a `do`) is `{`. The merge uses it to tell whether new lines
/// land in the declaration they belong to.
struct SwiftScopes {
    /// One pair of braces: the names of the scopes around it and its own, outermost first;
    /// the line of its `{`, and of its `}` (`nil` when the text ends first).
    struct Scope: Equatable {
        var path: [String]
        /// The words of the declaration, without spaces (`extensionCarsPresenter:CarsPresenterProtocol`),
        /// to tell two scopes of one name apart.
        var declaration: String
        var opening: Int
        var closing: Int?
    }

    /// The scopes (indices in `scopes`) open at the start of each line, outermost first, and
    /// one more entry for the end of the text.
    private(set) var open: [[Int]] = []
    private(set) var scopes: [Scope] = []
    /// Whether every `}` closed a `{` and every `{` was closed.
    private(set) var isBalanced = true

    /// Scans `lines` (each with its line break, as the merge keeps them).
    init(lines: [String]) {
        var scanner = Scanner()
        for (index, line) in lines.enumerated() {
            open.append(scanner.open)
            for byte in line.utf8 {
                switch scanner.take(byte) {
                case .none: break
                case .opened(let name, let declaration):
                    let path = (scanner.open.last.map { scopes[$0].path } ?? []) + [name]
                    scanner.open.append(scopes.count)
                    scopes.append(
                        Scope(path: path, declaration: declaration, opening: index, closing: nil))
                case .closed:
                    if let last = scanner.open.popLast() {
                        scopes[last].closing = index
                    } else {
                        isBalanced = false
                    }
                }
            }
        }
        open.append(scanner.open)
        if !scanner.open.isEmpty || !scanner.modes.isEmpty { isBalanced = false }
    }

    /// The names around the start of line `line` (the end of the text at `lines.count`).
    func path(at line: Int) -> [String] { open[line].last.map { scopes[$0].path } ?? [] }

    private enum Event {
        case opened(String, declaration: String)
        case closed
    }

    /// Where the scanner is inside a literal or a comment.
    private enum Mode {
        case lineComment
        /// Nested `/* */` comments, by depth.
        case blockComment(Int)
        /// A string literal: its `#`s, whether it is `"""`, and the quotes seen at its end so far.
        case string(hashes: Int, multiline: Bool)
        /// The code of an interpolation, by its depth of parentheses.
        case interpolation(Int)
    }

    private struct Scanner {
        var open: [Int] = []
        var modes: [Mode] = []
        /// The code since the last `{`, `}` or `;`, strings as `""`, comments left out.
        var header: [UInt8] = []
        /// The byte before, to see `//`, `/*` and `*/`; 0 once a pair is read.
        var last: UInt8 = 0
        /// The `#`s before a string's opening quote.
        var hashesBeforeQuote = 0
        /// Inside a string: a `\` read, and the string's `#`s after it so far.
        var escaped = false
        /// Quotes read in a row (and the `#`s after them), to see where a string opens or ends.
        var pendingQuotes = 0
        var pendingHashes = 0

        mutating func take(_ byte: UInt8) -> Event? {
            let previous = last
            last = byte
            switch modes.last {
            case .lineComment?:
                if byte == UInt8(ascii: "\n") {
                    modes.removeLast()
                    header.append(byte)
                }
                return nil
            case .blockComment(let depth)?:
                if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "*") {
                    modes.removeLast()
                    if depth > 1 { modes.append(.blockComment(depth - 1)) }
                    last = 0
                } else if byte == UInt8(ascii: "*"), previous == UInt8(ascii: "/") {
                    modes[modes.count - 1] = .blockComment(depth + 1)
                    last = 0
                } else if byte == UInt8(ascii: "\n") {
                    header.append(byte)
                }
                return nil
            case .string(let hashes, let multiline)?:
                inString(byte, hashes: hashes, multiline: multiline)
                return nil
            case .interpolation?, nil:
                return code(byte, previous: previous)
            }
        }

        private mutating func inString(_ byte: UInt8, hashes: Int, multiline: Bool) {
            let quotes = multiline ? 3 : 1
            if escaped {
                // `\` then the string's `#`s then `(` opens an interpolation; in a raw string,
                // a `\` without them is a character like any other.
                if byte == UInt8(ascii: "#"), pendingHashes < hashes {
                    pendingHashes += 1
                    return
                }
                escaped = false
                let complete = pendingHashes == hashes
                pendingHashes = 0
                if complete {
                    if byte == UInt8(ascii: "(") { modes.append(.interpolation(1)) }
                    return
                }
            }
            if byte == UInt8(ascii: "\"") {
                pendingQuotes += 1
                pendingHashes = 0
                if hashes == 0, pendingQuotes >= quotes { endString() }
                return
            }
            if byte == UInt8(ascii: "#"), hashes > 0, pendingQuotes >= quotes {
                pendingHashes += 1
                if pendingHashes == hashes { endString() }
                return
            }
            pendingQuotes = 0
            pendingHashes = 0
            if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\n"), !multiline {
                // A line break ends a one-line string that never closed: read on as code.
                modes.removeLast()
                header.append(byte)
            }
        }

        private mutating func endString() {
            modes.removeLast()
            pendingQuotes = 0
            pendingHashes = 0
            header += Array("\"\"".utf8)
        }

        private mutating func code(_ byte: UInt8, previous: UInt8) -> Event? {
            if pendingQuotes > 0 {
                // `"` read in code: `""` then a third `"` opens a multi-line string, `""` then
                // anything else is an empty string, `"` then anything else opens a string.
                if byte == UInt8(ascii: "\""), pendingQuotes < 3 {
                    pendingQuotes += 1
                    if pendingQuotes == 3 {
                        pendingQuotes = 0
                        modes.append(.string(hashes: hashesBeforeQuote, multiline: true))
                    }
                    return nil
                }
                let quotes = pendingQuotes
                pendingQuotes = 0
                if quotes == 1 || hashesBeforeQuote > 0 {
                    modes.append(.string(hashes: hashesBeforeQuote, multiline: false))
                    if quotes == 2 {
                        // `#""#`: the second quote is the closing one.
                        inString(UInt8(ascii: "\""), hashes: hashesBeforeQuote, multiline: false)
                    }
                    return take(byte)
                }
                header += Array("\"\"".utf8)
            }
            if case .interpolation(let depth)? = modes.last {
                if byte == UInt8(ascii: "(") {
                    modes[modes.count - 1] = .interpolation(depth + 1)
                } else if byte == UInt8(ascii: ")") {
                    // The parenthesis that closes the interpolation.
                    modes.removeLast()
                    if depth > 1 { modes.append(.interpolation(depth - 1)) }
                    return nil
                }
            }
            switch byte {
            case UInt8(ascii: "\""):
                pendingQuotes = 1
                // The `#`s just before it make it a raw string.
                hashesBeforeQuote = header.reversed().prefix { $0 == UInt8(ascii: "#") }.count
                return nil
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"):
                header.removeLast()
                modes.append(.lineComment)
                return nil
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
                header.removeLast()
                modes.append(.blockComment(1))
                last = 0
                return nil
            case UInt8(ascii: "{"):
                let (name, declaration) = Self.name(of: header)
                header.removeAll()
                return .opened(name, declaration: declaration)
            case UInt8(ascii: "}"):
                header.removeAll()
                return .closed
            case UInt8(ascii: ";"):
                header.removeAll()
                return nil
            default:
                header.append(byte)
                return nil
            }
        }

        private static let modifiers: Set<String> = [
            "private", "fileprivate", "internal", "public", "open", "package", "final", "static",
            "override", "mutating", "nonmutating", "convenience", "required", "lazy", "weak",
            "unowned", "nonisolated", "indirect", "dynamic", "optional", "distributed",
            "consuming", "borrowing", "isolated",
        ]
        private static let types: Set<String> = [
            "class", "struct", "enum", "actor", "protocol", "extension",
        ]
        private static let members: Set<String> = [
            "func", "var", "let", "init", "deinit", "subscript",
        ]

        /// The name of the declaration `header` (the code before a `{`) makes, or `{`, and its
        /// words.
        static func name(of header: [UInt8]) -> (String, declaration: String) {
            // The statement: the last line that starts at depth 0 of parentheses and does not
            // go on from the line before (`-> Int`, `where T: P`, `) {`).
            var statement: ArraySlice<UInt8> = []
            var depth = 0
            var lineStart = 0
            var startDepth = 0
            func consider(_ line: ArraySlice<UInt8>, depth: Int) {
                let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                guard depth == 0, let first = trimmed.first else { return }
                if "-.:,&|=?)]>".utf8.contains(first) { return }
                let word = String(decoding: trimmed.prefix { isWordByte($0) }, as: UTF8.self)
                if ["where", "throws", "rethrows", "async"].contains(word) { return }
                statement = trimmed
            }
            for (index, byte) in header.enumerated() {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                case UInt8(ascii: "\n"):
                    consider(header[lineStart..<index], depth: startDepth)
                    lineStart = index + 1
                    startDepth = depth
                default: break
                }
            }
            consider(header[lineStart...], depth: startDepth)
            if statement.isEmpty { return ("{", "") }
            var words: [String] = []
            var index = statement.startIndex
            var parentheses = 0
            while index < statement.endIndex {
                let byte = statement[index]
                if isWordByte(byte) {
                    let end =
                        statement[index...].firstIndex { !isWordByte($0) } ?? statement.endIndex
                    if parentheses == 0 {
                        words.append(String(decoding: statement[index..<end], as: UTF8.self))
                    }
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                    parentheses = max(0, parentheses + (byte == UInt8(ascii: "(") ? 1 : -1))
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "@") {
                    // An attribute: its name is skipped with it.
                    index += 1
                    while index < statement.endIndex, isWordByte(statement[index]) { index += 1 }
                    continue
                }
                if parentheses == 0, !isSpace(byte), byte != UInt8(ascii: "`") {
                    words.append(String(decoding: [byte], as: UTF8.self))
                }
                index += 1
            }
            var rest = words[...]
            while let first = rest.first,
                modifiers.contains(first)
                    || (first == "class" && rest.dropFirst().first.map(members.contains) == true)
            {
                rest = rest.dropFirst()
            }
            let declaration = words.joined()
            guard let keyword = rest.first else { return ("{", declaration) }
            if keyword == "extension" {
                // The extended type, not its conformances: a user may add one.
                let type = rest.dropFirst().prefix { $0 != ":" && $0 != "where" }.joined()
                return ("extension " + type, declaration)
            }
            if types.contains(keyword) || ["func", "var", "let"].contains(keyword) {
                return (keyword + " " + (rest.dropFirst().first ?? ""), declaration)
            }
            if ["init", "deinit", "subscript"].contains(keyword) { return (keyword, declaration) }
            return ("{", declaration)
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_")
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
    }
}
