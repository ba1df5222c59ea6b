/// JSON Schemas (draft-07, which editors support best) of specs and configs, made from the key
/// descriptions the readers take their keys from (`SpecKeys`, `ConfigKeys`). The schema accepts
/// what the reader's shape checks accept; the rules that need more than a value's shape (a
/// signature's Swift, the names two specs share, a reserved type name) are `lint`'s.
public enum JSONSchema {
    /// The schema of `file`, as `viper-gen schema` prints it and `Schemas/` holds it.
    public static func text(of file: SchemaFile) -> String {
        document(of: file).rendered(indent: "") + "\n"
    }

    static func document(of file: SchemaFile) -> JSONValue {
        let (title, summary, keys): (String, String, [KeyDescription])
        switch file {
        case .spec:
            (title, summary, keys) = (
                "viper-gen module spec",
                "A module spec of viper-gen: what one screen's module holds (README, The spec; docs/spec.md).",
                SpecKeys.spec
            )
        case .config:
            (title, summary, keys) = (
                "viper-gen project configuration (.viper-gen.yml)",
                "A project's defaults for viper-gen's new and generate, its names, a file header and the specs generate takes (docs/configuration.md).",
                ConfigKeys.config
            )
        }
        guard case .object(let body) = schema(of: .mapping(keys)) else { return .object([]) }
        return .object(
            [
                ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                ("$id", .string(file.url())),
                ("title", .string(title)),
                ("description", .string(summary)),
            ] + body)
    }

    /// YAML 1.1's booleans that YAML 1.2, which editors and validators read, takes for text;
    /// viper-gen's reader takes them for booleans (`PlainScalar.bool`).
    static let booleanWords = [
        "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    ]

    /// What YAML scalars read as text may be in JSON: a number or boolean is its text.
    private static let scalarTypes: [JSONValue] = [
        .string("string"), .string("number"), .string("boolean"),
    ]

    static func schema(of value: ValueDescription) -> JSONValue {
        switch value {
        case .text(let nullable):
            return .object([("type", .array(scalarTypes + (nullable ? [.string("null")] : [])))])
        case .nonEmptyText:
            return .object([("type", .array(scalarTypes)), ("minLength", .int(1))])
        case .name(let pattern, let maxLength):
            return .object(
                [("type", .string("string")), ("pattern", .string(pattern))]
                    + (maxLength.map { [("maxLength", JSONValue.int($0))] } ?? []))
        case .choice(let values):
            return .object([("enum", .array(values.map(JSONValue.string)))])
        case .architecture:
            return .object([
                (
                    "anyOf",
                    .array([
                        .object([("enum", .array(TemplateSet.builtinNames.map(JSONValue.string)))]),
                        .object([("type", .string("string")), ("minLength", .int(1))]),
                    ])
                )
            ])
        case .boolean:
            return .object([
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("boolean"))]),
                        .object([("enum", .array(booleanWords.map(JSONValue.string)))]),
                    ])
                )
            ])
        case .signature:
            return .object([
                (
                    "anyOf",
                    .array([
                        .object([("type", .array(scalarTypes))]),
                        .object([
                            ("type", .string("object")), ("minProperties", .int(1)),
                            ("maxProperties", .int(1)),
                        ]),
                    ])
                )
            ])
        case .swiftType:
            return .object([
                ("type", .array([.string("string"), .string("array"), .string("object")]))
            ])
        case .mapping(let keys):
            var properties: [(String, JSONValue)] = []
            for key in keys {
                guard case .object(let fields) = schema(of: key.value) else { continue }
                properties.append(
                    (key.name, .object(fields + [("description", .string(key.summary))])))
            }
            let required = keys.filter(\.isRequired).map { JSONValue.string($0.name) }
            return .object(
                [("type", .string("object")), ("properties", .object(properties))]
                    + (required.isEmpty ? [] : [("required", .array(required))])
                    + [("additionalProperties", .bool(false))])
        case .dictionary(let keyPattern, let value):
            return .object(
                [("type", .string("object"))]
                    + (keyPattern.map {
                        [("propertyNames", JSONValue.object([("pattern", .string($0))]))]
                    } ?? [])
                    + [("additionalProperties", schema(of: value))])
        case .anyMapping:
            return .object([("type", .string("object"))])
        case .list(let item, let minItems):
            return .object(
                [("type", .string("array")), ("items", schema(of: item))]
                    + (minItems > 0 ? [("minItems", .int(minItems))] : []))
        case .anyOf(let values):
            return .object([("anyOf", .array(values.map(schema(of:))))])
        case .orEmpty(let value):
            return .object([
                ("anyOf", .array([.object([("type", .string("null"))]), schema(of: value)]))
            ])
        }
    }
}

/// A JSON value whose objects keep their keys in the order given, so that a schema reads in
/// the order its keys are described and prints the same every time.
indirect enum JSONValue: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as JSON, indented by two spaces a level; a list of plain values that fits on a
    /// line is written on one.
    func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return Self.quoted(text)
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let plain = items.allSatisfy {
                switch $0 {
                case .array, .object: false
                default: true
                }
            }
            let oneLine =
                "[" + items.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]"
            if plain, oneLine.count + indent.count <= 80 { return oneLine }
            return "[\n"
                + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n"
                + fields.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result +=
                    "\\u"
                    + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
