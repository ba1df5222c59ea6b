import Foundation

/// A render-context value as the compiled evaluator sees it. Stencil works on `Any` and
/// finds out what a value is by dynamic casts, again on every use; the context is turned
/// into this tree once per module, so evaluation is a `switch`. Each case stands for the
/// Swift type Stencil would see, and the operations below give Stencil's answers for it.
enum RenderValue {
    case string(String)
    case int(Int)
    case double(Double)
    /// A number literal of a template, which Stencil reads as a `Float`.
    case float(Float)
    case bool(Bool)
    case list([RenderValue])
    /// A dictionary. `isWrapped` marks a render-context object, which Stencil sees as a
    /// `TemplateObject` (always true, not a dictionary to `for` or `include`); `params` and
    /// whatever it holds stay plain dictionaries, as Stencil sees them.
    case object([String: RenderValue], isWrapped: Bool)
    /// A `null` of `params`: an empty `Optional` inside `Any`, which to Stencil is not `nil`.
    case null
    /// Stencil's `forloop` dictionary, kept as its two numbers: a loop makes one each turn.
    case loop(index: Int, count: Int)

    /// The context's values, converted; `nil` if one has a type the context never holds,
    /// which leaves the render to Stencil. `params` stays plain, the rest is wrapped (as
    /// `TemplateObject.wrapping` does for Stencil).
    static func converting(_ context: [String: Any]) -> [String: RenderValue]? {
        var values: [String: RenderValue] = [:]
        values.reserveCapacity(context.count)
        for (key, value) in context {
            guard let converted = RenderValue(value, isWrapped: key != "params") else { return nil }
            values[key] = converted
        }
        return values
    }

    init?(_ value: Any, isWrapped: Bool) {
        switch value {
        case let string as String:
            self = .string(string)
        case let bool as Bool:
            self = .bool(bool)
        case let int as Int:
            self = .int(int)
        case let double as Double:
            self = .double(double)
        case let array as [Any]:
            var items: [RenderValue] = []
            items.reserveCapacity(array.count)
            for item in array {
                guard let converted = RenderValue(item, isWrapped: isWrapped) else { return nil }
                items.append(converted)
            }
            self = .list(items)
        case let dictionary as [String: Any]:
            var members: [String: RenderValue] = [:]
            members.reserveCapacity(dictionary.count)
            for (key, member) in dictionary {
                guard let converted = RenderValue(member, isWrapped: isWrapped) else { return nil }
                members[key] = converted
            }
            self = .object(members, isWrapped: isWrapped)
        default:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional, mirror.children.isEmpty else { return nil }
            self = .null
        }
    }

    // MARK: - What Stencil does with a value

    /// `VariableExpression.evaluate`: empty lists, dictionaries and strings, `false`, and
    /// numbers not above 0 are false; anything else that is there is true.
    var isTruthy: Bool {
        switch self {
        case .list(let items): !items.isEmpty
        case .object(let members, let isWrapped): isWrapped || !members.isEmpty
        case .bool(let bool): bool
        case .string(let string): !string.isEmpty
        case .int, .double, .float: (number ?? 0) > 0
        case .null, .loop: true
        }
    }

    /// `toNumber(value:)`: Stencil compares numbers as `Float`.
    var number: Float? {
        switch self {
        case .int(let int): Float(int)
        case .double(let double): Float(double)
        case .float(let float): float
        default: nil
        }
    }

    /// `stringify`: what `{{ value }}` prints.
    var text: String {
        switch self {
        case .string(let string): string
        case .int(let int): String(int)
        case .double(let double): double.description
        case .float(let float): float.description
        case .bool(let bool): bool ? "true" : "false"
        case .list, .object, .null, .loop: Self.stringify(stencilValue)
        }
    }

    /// The value a key path's next bit finds (Stencil's `Variable.resolve(bit:context:)`);
    /// `nil` when Stencil finds nothing. Throws `ProgramEscape` where Stencil would hand out
    /// a `Character` or crash (`last` of an empty list), which the evaluator leaves to it.
    func member(_ bit: PathBit) throws(ProgramEscape) -> RenderValue? {
        switch self {
        case .object(let members, _):
            return bit.name == "count" ? .int(members.count) : members[bit.name]
        case .list(let items):
            if let index = bit.index {
                return items.indices.contains(index) ? items[index] : nil
            }
            switch bit.name {
            case "first": return items.first
            case "last":
                guard let last = items.last else { throw ProgramEscape() }
                return last
            case "count": return .int(items.count)
            default: return nil
            }
        case .string(let string):
            if bit.index != nil || bit.name == "first" || bit.name == "last" {
                throw ProgramEscape()
            }
            return bit.name == "count" ? .int(string.count) : nil
        case .loop(let index, let count):
            switch bit.name {
            case "first": return .bool(index == 0)
            case "last": return .bool(index == count - 1)
            case "counter": return .int(index + 1)
            case "counter0": return .int(index)
            case "length": return .int(count)
            case "count": return .int(5)
            default: return nil
            }
        case .int, .double, .float, .bool, .null:
            #if os(Linux)
                return nil
            #else
                // Elsewhere Stencil asks such a value, bridged to `NSObject`, by key-value coding.
                throw ProgramEscape()
            #endif
        }
    }

    /// The value as an `AnyHashable`, as `as? AnyHashable` makes it for `in`.
    var hashable: AnyHashable? {
        switch self {
        case .string(let string): AnyHashable(string)
        case .int(let int): AnyHashable(int)
        case .double(let double): AnyHashable(double)
        case .float(let float): AnyHashable(float)
        case .bool(let bool): AnyHashable(bool)
        case .list, .object, .null, .loop: nil
        }
    }

    /// `forloop` as the dictionary Stencil makes of it.
    static func loopMembers(index: Int, count: Int) -> [String: RenderValue] {
        [
            "first": .bool(index == 0),
            "last": .bool(index == count - 1),
            "counter": .int(index + 1),
            "counter0": .int(index),
            "length": .int(count),
        ]
    }

    // MARK: - Back to Stencil's form, for what only its description can tell

    /// The value as Stencil holds it: for printing lists and dictionaries, where Swift's own
    /// descriptions decide the text.
    var stencilValue: Any {
        switch self {
        case .string(let string): string
        case .int(let int): int
        case .double(let double): double
        case .float(let float): float
        case .bool(let bool): bool
        case .list(let items): items.map(\.stencilValue)
        case .object(let members, let isWrapped):
            isWrapped
                ? TemplateObject(members.mapValues(\.stencilValue)) as Any
                : members.mapValues(\.stencilValue) as Any
        case .null: Optional<Any>.none as Any
        case .loop(let index, let count):
            Self.loopMembers(index: index, count: count).mapValues(\.stencilValue)
        }
    }

    /// Stencil's `stringify` (Node.swift), for values only `Any` can describe.
    static func stringify(_ result: Any?) -> String {
        if let result = result as? String {
            return result
        } else if let array = result as? [Any?] {
            return unwrap(array).description
        } else if let result = result as? CustomStringConvertible {
            return result.description
        } else if let result = result as? NSObject {
            return result.description
        }
        return ""
    }

    private static func unwrap(_ array: [Any?]) -> [Any] {
        array.map { (item: Any?) -> Any in
            if let item {
                if let items = item as? [Any?] { return unwrap(items) }
                return item
            }
            return item as Any
        }
    }
}
