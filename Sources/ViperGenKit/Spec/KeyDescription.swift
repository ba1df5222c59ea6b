/// One key of a YAML mapping viper-gen reads: its name, what its value may be, and what it
/// means. The readers take the keys they accept from these descriptions (their unknown-key
/// checks), and the JSON Schemas editors check specs and configs with are made of them
/// (`JSONSchema`), so the two cannot tell different stories.
public struct KeyDescription: Sendable {
    public var name: String
    public var value: ValueDescription
    /// What the key means, for an editor's hover and completion.
    public var summary: String
    /// Whether the mapping must have the key.
    public var isRequired: Bool

    public init(
        _ name: String, _ value: ValueDescription, required: Bool = false, _ summary: String
    ) {
        self.name = name
        self.value = value
        self.summary = summary
        self.isRequired = required
    }
}

extension [KeyDescription] {
    /// The keys, in the order they are described.
    public var names: [String] { map(\.name) }
}

/// What a value may be, as the readers take it: YAML's own types where the reader needs them,
/// and the text of a scalar where it reads any scalar as text (`project: 2024` is the text
/// "2024").
public indirect enum ValueDescription: Sendable {
    /// A scalar read as text (a number or a boolean is its text); an empty value is allowed
    /// when `nullable`.
    case text(nullable: Bool = false)
    /// A non-empty scalar read as text, such as a path or a version requirement.
    case nonEmptyText
    /// A name that must match `pattern` (an ECMAScript regular expression, as JSON Schema's
    /// patterns are) and hold at most `maxLength` characters.
    case name(pattern: String, maxLength: Int? = nil)
    /// One of `values`, exactly.
    case choice([String])
    /// An architecture: a built-in set's name (which the schema offers) or a custom set's.
    case architecture
    /// `true` or `false` (YAML 1.1's `yes`, `no`, `on`, `off` too, as the reader takes them).
    case boolean
    /// A Swift signature on one line: YAML reads one with `: ` in it as a mapping of one key.
    case signature
    /// A Swift type: YAML reads `[String]` as a list and `[String: Int]` as a list of a
    /// mapping, which the reader takes back as the type written.
    case swiftType
    /// A mapping of the described keys and no others.
    case mapping([KeyDescription])
    /// A mapping of keys matching `keyPattern` (any key when nil) to values like `value`.
    case dictionary(keyPattern: String?, value: ValueDescription)
    /// A mapping of any keys to any values (`params`).
    case anyMapping
    /// A list of values like `item`, at least `minItems` of them.
    case list(of: ValueDescription, minItems: Int = 0)
    /// Any of the values described.
    case anyOf([ValueDescription])
    /// No value (`~`, `null` or nothing) or one like the value described.
    case orEmpty(ValueDescription)

    /// One value like `item`, or a list of them.
    public static func oneOrList(_ item: ValueDescription, minItems: Int = 0)
        -> ValueDescription
    {
        .anyOf([item, .list(of: item, minItems: minItems)])
    }
}
