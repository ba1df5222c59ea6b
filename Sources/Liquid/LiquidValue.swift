import Foundation

/// A value a Liquid template reads: what Ruby's Liquid calls nil, true/false, Integer, Float,
/// String, Array and Hash. A hash's keys have no order here: where Ruby's Liquid would show a
/// hash's insertion order (printing a hash, looping over it), its keys are taken sorted.
public indirect enum LiquidValue: Sendable, Hashable {
    case `nil`
    case bool(Bool)
    case integer(Int)
    case float(Double)
    case string(String)
    case array([LiquidValue])
    case hash([String: LiquidValue])

    /// Liquid's truthiness: only nil and false are false.
    public var isTruthy: Bool {
        switch self {
        case .nil, .bool(false): false
        default: true
        }
    }

    /// The text Liquid writes for the value: `to_s` as Ruby has it, an array joined without a
    /// separator (nested arrays flattened), nil as nothing.
    public var liquidOutput: String {
        switch self {
        case .array(let items): items.map(\.liquidOutput).joined()
        default: rubyDescription
        }
    }

    /// Ruby's `to_s`.
    var rubyDescription: String {
        switch self {
        case .nil: ""
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .float(let value): Self.rubyFloat(value)
        case .string(let value): value
        case .array: rubyInspect
        case .hash: rubyInspect
        }
    }

    /// Ruby's `inspect` (what a hash prints, and an array inside one).
    var rubyInspect: String {
        switch self {
        case .nil: "nil"
        case .string(let value):
            "\""
                + value.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\"": "\\\""
                    case "\\": "\\\\"
                    case "\n": "\\n"
                    case "\t": "\\t"
                    case "\r": "\\r"
                    case "#": "#"
                    default:
                        scalar.value < 0x20
                            ? String(format: "\\x%02X", scalar.value) : String(scalar)
                    }
                }.joined() + "\""
        case .array(let items): "[" + items.map(\.rubyInspect).joined(separator: ", ") + "]"
        case .hash(let members):
            members.isEmpty
                ? "{}"
                : "{"
                    + members.keys.sorted().map { "\"\($0)\"=>\(members[$0]!.rubyInspect)" }.joined(
                        separator: ", ") + "}"
        default: rubyDescription
        }
    }

    /// How Ruby prints a Float: the shortest digits that read back the same, fixed notation
    /// for exponents from -4 to 15 (with ".0" when whole), scientific ("1.0e+16") elsewhere.
    static func rubyFloat(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        // Swift's description holds the shortest round-trip digits; take them apart.
        var text = "\(value.magnitude)"
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...])!
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var pointPosition = whole.count + exponent  // digits before the point
        while digits.hasPrefix("0"), digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.hasSuffix("0"), digits.count > 1 { digits.removeLast() }
        let sign = value < 0 ? "-" : ""
        if pointPosition > 0 && pointPosition <= 16 {
            if digits.count <= pointPosition {
                return sign + digits + String(repeating: "0", count: pointPosition - digits.count)
                    + ".0"
            }
            let index = digits.index(digits.startIndex, offsetBy: pointPosition)
            return sign + digits[..<index] + "." + digits[index...]
        }
        if pointPosition <= 0 && pointPosition > -4 {
            return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
        }
        let mantissa =
            digits.count == 1 ? digits + ".0" : String(digits.prefix(1)) + "." + digits.dropFirst()
        let power = pointPosition - 1
        return sign + mantissa + "e" + (power < 0 ? "-" : "+") + (abs(power) < 10 ? "0" : "")
            + String(abs(power))
    }

    var isEmptyCollection: Bool? {
        switch self {
        case .string(let s): s.isEmpty
        case .array(let a): a.isEmpty
        case .hash(let h): h.isEmpty
        default: nil
        }
    }
}

extension LiquidValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .float(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: LiquidValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, LiquidValue)...) {
        self = .hash(Dictionary(elements) { _, last in last })
    }
}
