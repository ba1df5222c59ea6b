/// The Swift words the parser treats specially.
enum SwiftReservedWords {
    /// Words that cannot name a function or a type without backticks (checked against swiftc 6.3).
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Contextual words that Swift reads differently where a type is expected.
    static let notTypeNames: Set<String> = ["any", "some", "async", "await", "each"]

    /// Declaration modifiers a signature might be copied with.
    static let modifiers: Set<String> = [
        "public", "private", "internal", "fileprivate", "open", "package", "static", "class",
        "final", "override",
        "mutating", "nonmutating", "nonisolated", "dynamic", "optional", "required", "convenience",
    ]

    static let typeAttributes: Set<String> = [
        "@Sendable", "@escaping", "@MainActor", "@autoclosure",
    ]

    static func escapedFunctionName(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }

    /// Argument labels may be any word but these three.
    static func escapedLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// Parameter names and tuple labels may be any word but `inout`.
    static func escapedName(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }
}
