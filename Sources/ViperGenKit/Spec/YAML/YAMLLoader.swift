import CYaml
import Diagnostics
import Foundation
import Yams

/// Loads YAML text into a Yams node tree, turning every failure into a located diagnostic.
///
/// Inputs are screened before composing, because the YAML composer recurses once per
/// nesting level and a hostile file (a megabyte of `[`) would otherwise exhaust the stack,
/// and because aliases let a few hundred bytes stand for billions of values.
public enum YAMLLoader {
    /// Spec and config files are a few hundred bytes; anything this large is not one.
    public static let maximumSize = 1 << 20
    /// Deeper nesting than this has no meaning in a spec or config.
    public static let maximumDepth = 64

    /// The bytes of the spec or config file at `url` (`what` names it in messages). At most
    /// `maximumSize` bytes are read, whatever size the file states (procfs files state 0 and
    /// never end), and only from a regular file: reading a FIFO would wait forever, a device
    /// would never end.
    static func readFile(at url: URL, path: String, what: String) throws(DiagnosticsError) -> Data {
        switch BoundedFile.read(url.path, limit: maximumSize) {
        case .success(let data):
            return data
        case .failure(.tooLarge(let stated)):
            throw DiagnosticsError([
                .error(
                    stated.map { "file is \($0) bytes; the limit is \(maximumSize) bytes" }
                        ?? "file is larger than \(maximumSize) bytes, the limit",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            ])
        case .failure(let failure):
            throw DiagnosticsError([
                .error(
                    "cannot read \(what): \(failure.reason)",
                    at: SourceLocation(file: path, line: 0, column: 0))
            ])
        }
    }

    /// Refuses a file larger than `maximumSize`, before anything reads it as text.
    static func checkSize(of data: Data, path: String) throws(DiagnosticsError) {
        try checkSize(ofCount: data.count, path: path)
    }

    private static func checkSize(ofCount count: Int, path: String) throws(DiagnosticsError) {
        guard count > maximumSize else { return }
        throw DiagnosticsError([
            .error(
                "file is \(count) bytes; the limit is \(maximumSize) bytes",
                at: SourceLocation(file: path, line: 1, column: 1)
            )
        ])
    }

    /// Parses `data` read from `path`. A file with no document yields `nil`.
    public static func load(_ data: Data, path: String) throws(DiagnosticsError) -> Node? {
        try compose(text(of: data, path: path), path: path)
    }

    /// The text of the file `path`, whose bytes are `data`: at most `maximumSize` bytes,
    /// without NUL, valid UTF-8.
    static func text(of data: Data, path: String) throws(DiagnosticsError) -> String {
        try checkSize(of: data, path: path)
        // Searched in the bytes themselves: `Data.firstIndex(of:)` goes through `Data`'s
        // subscript byte by byte, which cost 1.8 M instructions for a 10 KB manifest.
        if let zero = data.withUnsafeBytes({ $0.firstIndex(of: 0) }) {
            throw DiagnosticsError([
                .error(
                    "file is binary (it contains a NUL byte), not YAML text",
                    at: location(ofByte: zero, in: data, path: path))
            ])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let offset = firstInvalidUTF8Offset(in: data)
            throw DiagnosticsError([
                .error(
                    "file is not valid UTF-8 text",
                    at: location(ofByte: offset, in: data, path: path))
            ])
        }
        return text
    }

    /// Parses `text`, which `text(of:path:)` read (a reader may rewrite it first, even to
    /// more than `maximumSize` bytes: the limit is on the file as written). `accept` sees
    /// the document's top level before anything is built, and may refuse it: a reader
    /// that must know what a file is before quoting any of it in a message. A text with no
    /// document yields `nil`.
    static func compose(
        _ text: String,
        path: String,
        accept: (Outline) -> Diagnostic? = { _ in nil }
    ) throws(DiagnosticsError) -> Node? {
        try screen(text, path: path, accept: accept)
        do {
            // Every scalar stays a string; `PlainScalar` reads the few that are not. The
            // encoding is named: Yams's default reads the whole environment on every call,
            // and prints to stdout when YAMS_DEFAULT_ENCODING is set.
            return try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw DiagnosticsError([diagnostic(for: error, path: path, text: text)])
        } catch {
            throw DiagnosticsError([
                .error(
                    "cannot parse YAML: \(error)",
                    at: SourceLocation(file: path, line: 1, column: 1))
            ])
        }
    }

    /// A text composed, or refused by YAML.
    enum Composed {
        case document(Node?)
        /// YAML refuses the text; `compose` says why.
        case refused
    }

    /// Parses `text` as `compose` does, but leaves what YAML refuses in it unreported, for a
    /// reader that may read the text another way; what the screen or `accept` refuses is
    /// reported. A text whose syntax YAML refuses is not composed: the screen has read it.
    static func composeUnlessRefused(
        _ text: String,
        path: String,
        accept: (Outline) -> Diagnostic? = { _ in nil }
    ) throws(DiagnosticsError) -> Composed {
        guard try screen(text, path: path, accept: accept) else { return .refused }
        do {
            return .document(try Yams.compose(yaml: text, .basic, .default, .utf8))
        } catch {
            // An undefined alias or a duplicate key, found as the nodes are made.
            return .refused
        }
    }

    /// Whether YAML reads `text` as a document of its own, within the limits `compose` keeps.
    static func reads(_ text: Substring) -> Bool {
        guard case .document? = try? composeUnlessRefused(String(text), path: "") else {
            return false
        }
        return true
    }

    /// Screens `text` and shows its top level to `accept`, reporting what either refuses;
    /// `false` when the text's syntax is not YAML.
    @discardableResult
    private static func screen(_ text: String, path: String, accept: (Outline) -> Diagnostic?)
        throws(DiagnosticsError) -> Bool
    {
        let screened = screen(text, path: path)
        if let problem = screened.problem {
            throw DiagnosticsError([problem])
        }
        if let outline = screened.outline, let refusal = accept(outline) {
            throw DiagnosticsError([refusal])
        }
        return !screened.refused
    }

    /// A document's top level, as the screen saw it.
    struct Outline {
        enum Kind {
            case mapping, sequence, scalar, emptyScalar, alias
        }

        var kind: Kind
        /// Where the top-level node starts.
        var location: SourceLocation
        /// The scalar keys of a top-level mapping, in order.
        var keys: [Located<String>]
    }

    static func diagnostic(for error: YamlError, path: String, text: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            if problem.contains("cannot start any token") {
                message += " (YAML does not allow tabs for indentation; use spaces)"
            } else if problem.contains("did not find expected key")
                || problem.contains("mapping values are not allowed")
            {
                message += "; check the indentation of this line and quote values that contain ': '"
            }
            return .error(
                message, at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .composer(_, let problem, let mark, _):
            return .error(
                "invalid YAML: \(problem)",
                at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .reader(let problem, let offset, let value, _):
            return .error(
                "invalid YAML: \(readerProblem(problem, value: value))",
                at: readerLocation(offset: offset, in: text, path: path))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? "?"
            let mark = secondOccurrence(of: key, in: text, after: context.mark.line)
            return .error(
                "duplicate key '\(key)'; each key may appear only once",
                at: SourceLocation(
                    file: path, line: mark?.line ?? context.mark.line,
                    column: mark?.column ?? context.mark.column)
            )
        default:
            return .error(
                "invalid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }

    /// Where `key:` is written a second time at the indentation of its first occurrence.
    static func secondOccurrence(of key: String, in text: String, after line: Int) -> (
        line: Int, column: Int
    )? {
        var firstIndent: Int?
        for (index, textLine) in YAMLText.lines(of: text).enumerated() where index + 1 >= line {
            let content = textLine.body
            let indent = content.prefix { $0 == " " }.count
            var body = content.dropFirst(indent)
            var column = indent + 1
            if body.hasPrefix("- ") {
                body = body.dropFirst(2)
                column += 2
            }
            guard body.hasPrefix(key),
                body.dropFirst(key.count).drop(while: { $0 == " " }).hasPrefix(":")
            else { continue }
            if let first = firstIndent {
                if first == column { return (index + 1, column) }
            } else {
                firstIndent = column
            }
        }
        return nil
    }

    /// What libyaml's reader refused, and the character, as a code point.
    private static func readerProblem(_ problem: String, value: Int32) -> String {
        guard value >= 0, let scalar = Unicode.Scalar(UInt32(value)) else { return problem }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        guard problem == "control characters are not allowed" else { return "\(problem) (\(name))" }
        return
            "control character \(name) is not allowed; remove it, or write it as an escape in a double-quoted string"
    }

    /// Where the character libyaml's reader refused is. Yams gives its offset in Characters
    /// of `text`; without one, the first scalar the reader does not allow is the one.
    private static func readerLocation(offset: Int?, in text: String, path: String)
        -> SourceLocation
    {
        let index =
            offset.flatMap { text.index(text.startIndex, offsetBy: $0, limitedBy: text.endIndex) }
            ?? text.unicodeScalars.firstIndex { !readerAllows($0) }
            ?? text.endIndex
        return location(
            ofByte: text.utf8.distance(from: text.utf8.startIndex, to: index), in: text.utf8,
            path: path)
    }

    /// The characters libyaml's reader takes (YAML 1.1's printable set).
    private static func readerAllows(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD,
            0x10000...0x10FFFF:
            true
        default: false
        }
    }

    /// Finds what would make composing the text costly, before Yams composes it: collections
    /// (block or flow) nested deeper than `maximumDepth`, since the composer recurses once
    /// per level; and aliases that expand to more than `maximumAliasExpansion` values, since
    /// Yams hashes every mapping key whole (an alias bomb as a key takes hours) and readers
    /// walk values whole. Reads libyaml's events, the same ones the composer reads, so
    /// nothing that the composer sees escapes it. Syntax errors are left to the composer,
    /// which reports them. Also gives the first document's outline, when the text has no
    /// syntax error and a document, and whether the syntax is not YAML (`refused`).
    static func screen(_ text: String, path: String) -> (
        problem: Diagnostic?, outline: Outline?, refused: Bool
    ) {
        var text = text
        text.makeContiguousUTF8()
        let screened = text.utf8.withContiguousStorageIfAvailable { bytes in
            withParser(over: bytes) { parser -> (Diagnostic?, Outline?, Bool) in
                var screen = EventScreen(path: path)
                var event = yaml_event_t()
                while yaml_parser_parse(&parser, &event) == 1 {
                    defer { yaml_event_delete(&event) }
                    if event.type == YAML_STREAM_END_EVENT { return (nil, screen.outline, false) }
                    if let problem = screen.read(event) {
                        return (
                            .error(problem, at: location(of: event.start_mark, path: path)), nil,
                            false
                        )
                    }
                }
                // libyaml refuses 1,000 levels itself, and may do so before the events reach
                // our limit (its scanner reads ahead); find where our limit is crossed.
                guard parser.error == YAML_PARSER_ERROR, let problem = parser.problem,
                    String(cString: problem).hasPrefix("Maximum nesting level")
                else { return (nil, nil, true) }
                let mark = tooDeepToken(in: bytes) ?? parser.problem_mark
                return (
                    .error(
                        "nesting is deeper than \(maximumDepth) levels",
                        at: location(of: mark, path: path)), nil, false
                )
            }
        }
        return (screened ?? nil) ?? (nil, nil, false)
    }

    /// Where the scanner's tokens first open a collection deeper than `maximumDepth`: flow
    /// brackets and indented block collections (a sequence at its key's indentation opens
    /// no token, so this may count fewer levels than the parser, never more).
    private static func tooDeepToken(in bytes: UnsafeBufferPointer<UInt8>) -> yaml_mark_t? {
        withParser(over: bytes) { parser in
            var depth = 0
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                switch token.type {
                case YAML_STREAM_END_TOKEN:
                    return nil
                case YAML_FLOW_SEQUENCE_START_TOKEN, YAML_FLOW_MAPPING_START_TOKEN,
                    YAML_BLOCK_SEQUENCE_START_TOKEN,
                    YAML_BLOCK_MAPPING_START_TOKEN:
                    depth += 1
                    if depth > maximumDepth { return token.start_mark }
                case YAML_FLOW_SEQUENCE_END_TOKEN, YAML_FLOW_MAPPING_END_TOKEN,
                    YAML_BLOCK_END_TOKEN:
                    depth -= 1
                default:
                    break
                }
            }
            return nil
        }
    }

    /// Runs `body` with a libyaml parser that reads `bytes` as UTF-8; `nil` if libyaml
    /// cannot make one.
    private static func withParser<Value>(
        over bytes: UnsafeBufferPointer<UInt8>,
        _ body: (inout yaml_parser_t) -> Value?
    ) -> Value? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        return body(&parser)
    }

    fileprivate static func location(of mark: yaml_mark_t, path: String) -> SourceLocation {
        SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// How many values all aliases together may stand for; an alias stands for every value
    /// of the node it names, counting the aliases inside that node expanded.
    public static let maximumAliasExpansion = 10_000

    /// Where the byte at `offset` is, counted as YAML's marks are.
    private static func location<Bytes: Collection<UInt8>>(
        ofByte offset: Int, in bytes: Bytes, path: String
    ) -> SourceLocation {
        let (line, column) = YAMLText.position(ofByte: offset, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
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

/// The state of `YAMLLoader.screen` between events: the open collections, how many values
/// each anchored node stands for, and the first document's top level.
private struct EventScreen {
    let path: String
    /// Open collections: their anchor, and the values read in them so far.
    private var open: [(anchor: String?, values: Int)] = []
    private var anchored: [String: Int] = [:]
    private var aliasValues = 0
    /// The first document's top-level node, once it starts.
    private(set) var outline: YAMLLoader.Outline?
    /// Nodes started directly in the top-level mapping: keys and values by turns.
    private var topLevelNodes = 0
    private var documents = 0

    init(path: String) {
        self.path = path
    }

    /// Reads one event; returns what is wrong at it, if anything.
    mutating func read(_ event: yaml_event_t) -> String? {
        outline(event)
        switch event.type {
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard open.count < YAMLLoader.maximumDepth else {
                return "nesting is deeper than \(YAMLLoader.maximumDepth) levels"
            }
            let anchor =
                event.type == YAML_SEQUENCE_START_EVENT
                ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
            open.append((Self.name(anchor), 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let closed = open.popLast() else { return nil }
            add(closed.values, anchor: closed.anchor)
        case YAML_SCALAR_EVENT:
            add(1, anchor: Self.name(event.data.scalar.anchor))
        case YAML_ALIAS_EVENT:
            // An undefined alias is the composer's to report; count it as one value.
            let values = Self.name(event.data.alias.anchor).flatMap { anchored[$0] } ?? 1
            aliasValues += values
            guard aliasValues <= YAMLLoader.maximumAliasExpansion else {
                return "aliases expand to more than \(YAMLLoader.maximumAliasExpansion) values"
            }
            add(values, anchor: nil)
        default:
            break
        }
        return nil
    }

    /// Notes the first document's top-level node, and the scalar keys of a top-level mapping.
    private mutating func outline(_ event: yaml_event_t) {
        if event.type == YAML_DOCUMENT_START_EVENT { documents += 1 }
        // Only the top level, and the nodes directly in it, of the first document.
        guard documents == 1, open.count <= 1 else { return }
        let kind: YAMLLoader.Outline.Kind
        switch event.type {
        case YAML_MAPPING_START_EVENT: kind = .mapping
        case YAML_SEQUENCE_START_EVENT: kind = .sequence
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_SCALAR_EVENT:
            let isNull =
                event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE
                && PlainScalar.isNull(Self.text(of: event))
            kind = isNull ? .emptyScalar : .scalar
        default: return
        }
        let location = YAMLLoader.location(of: event.start_mark, path: path)
        if open.isEmpty {
            outline = YAMLLoader.Outline(kind: kind, location: location, keys: [])
        } else if open.count == 1, outline?.kind == .mapping {
            if topLevelNodes % 2 == 0, kind == .scalar || kind == .emptyScalar {
                outline?.keys.append(Located(Self.text(of: event), at: location))
            }
            topLevelNodes += 1
        }
    }

    private mutating func add(_ values: Int, anchor: String?) {
        // Capped, so that no count overflows; anything above the limit is refused anyway.
        let values = min(values, YAMLLoader.maximumAliasExpansion + 1)
        if let anchor { anchored[anchor] = values }
        if !open.isEmpty {
            open[open.count - 1].values = min(
                open[open.count - 1].values + values, YAMLLoader.maximumAliasExpansion + 1)
        }
    }

    /// A scalar event's text.
    private static func text(of event: yaml_event_t) -> String {
        let scalar = event.data.scalar
        return String(
            decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)),
            as: UTF8.self)
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        anchor.map { String(cString: $0) }
    }
}
