/// Stencil's `Variable`: a literal, or a key path looked up in the scope. Stencil decides
/// which on every render and splits the path each time; here it is decided once.
enum TemplateVariable {
    case literal(RenderValue)
    /// A key path: the first name is looked up in the scope, the rest in what it finds.
    case path(first: String, rest: [PathBit])

    /// The variable `text` reads as, in Stencil's order: a quoted string, an `Int`, a
    /// `Float`, a `Bool`, else a key path. Throws for paths the evaluator does not take
    /// (subscripts, empty bits), which Stencil may read differently or reject at render.
    init(_ text: String) throws(ProgramUnsupported) {
        if Self.isPlainPath(text) {
            // Most variables: no literal can start with their first letter.
            self = try Self.path(text)
        } else if text.count > 1,
            text.hasPrefix("'") && text.hasSuffix("'")
                || text.hasPrefix("\"") && text.hasSuffix("\"")
        {
            self = .literal(.string(String(text.dropFirst().dropLast())))
        } else if let int = Int(text) {
            self = .literal(.int(int))
        } else if let float = Float(text) {
            self = .literal(.float(float))
        } else if let bool = Bool(text) {
            self = .literal(.bool(bool))
        } else {
            self = try Self.path(text)
        }
    }

    /// The key path split at its dots, as Stencil's `KeyPath` splits it: by Character, so a
    /// dot with a combining mark is no dot. ASCII text, where every byte is a Character, is
    /// split by bytes.
    private static func path(_ text: String) throws(ProgramUnsupported) -> TemplateVariable {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard !text.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") })
            else {
                throw ProgramUnsupported()
            }
            let bits = text.utf8.split(
                separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard let first = bits.first, !bits.contains(where: \.isEmpty) else {
                throw ProgramUnsupported()
            }
            return .path(
                first: String(Substring(first)),
                rest: bits.dropFirst().map { PathBit(String(Substring($0))) })
        }
        let bits = text.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = bits.first,
            !bits.contains(where: { bit in
                bit.isEmpty || bit.contains(where: { $0 == "[" || $0 == "]" })
            })
        else { throw ProgramUnsupported() }
        return .path(first: String(first), rest: bits.dropFirst().map { PathBit(String($0)) })
    }

    /// Whether `text` starts with an ASCII letter or `_` that neither `Int`, `Float` nor
    /// `Bool` can read (`Float` reads `inf`, `nan` and `snan` in any case, `Bool` reads
    /// `true` and `false`), and holds ASCII only: a key path for sure, without trying each
    /// literal in turn.
    private static func isPlainPath(_ text: String) -> Bool {
        guard let head = text.utf8.first else { return false }
        switch head {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"):
            break
        default:
            return false
        }
        switch head | 0x20 {  // lowercased
        case UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "t"),
            UInt8(ascii: "f"):
            return false
        default: return text.utf8.allSatisfy { $0 < 0x80 }
        }
    }

    /// The value, or `nil` where Stencil finds nothing. A text's `count` counts its
    /// characters, which goes through the text.
    func resolve(in scope: inout RenderScope) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .literal(let value):
            return value
        case .path(let first, let rest):
            guard var current = scope.lookup(first) else { return nil }
            for bit in rest {
                if case .string(let text) = current, bit.name == "count" {
                    try scope.process(text.utf8.count)
                }
                guard let next = try current.member(bit) else { return nil }
                current = next
            }
            return current
        }
    }
}

/// One bit of a key path (`useCases.first.name` has three), read once when a template is
/// compiled: Stencil splits the path and parses the integer on every lookup.
struct PathBit {
    let name: String
    /// The bit as a list index, if it is an integer.
    let index: Int?

    init(_ name: String) {
        self.name = name
        index = Int(name)
    }
}
