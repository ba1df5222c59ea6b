extension TypeExpr: CustomStringConvertible {
    /// Canonical Swift text for the type.
    public var description: String {
        switch self {
        case .named(let name, let generics):
            return generics.isEmpty
                ? name : "\(name)<\(generics.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped):
            return "\(wrapped.parenthesizedBeforeSuffix)?"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(\(elements.map(\.canonicalText).joined(separator: ", ")))"
        case .function(let function):
            return function.canonicalText
        case .existential(let constraint):
            return "any \(constraint.parenthesizedAsConstraint)"
        case .opaque(let constraint):
            return "some \(constraint.parenthesizedAsConstraint)"
        case .composition(let parts):
            return parts.map(\.parenthesizedBeforeSuffix).joined(separator: " & ")
        }
    }

    /// `Void`, `Swift.Void` or `()`.
    public var isVoid: Bool {
        switch self {
        case .named(let name, let generics):
            generics.isEmpty && (name == "Void" || name == "Swift.Void")
        case .tuple(let elements): elements.isEmpty
        default: false
        }
    }

    /// Whether a suffix (`?`, `...`) or `&` after the type would bind to a part of it.
    var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .existential, .opaque, .composition: true
        default: false
        }
    }

    var parenthesizedBeforeSuffix: String {
        needsParenthesesBeforeSuffix ? "(\(self))" : description
    }

    private var parenthesizedAsConstraint: String {
        switch self {
        case .named, .composition: description
        default: "(\(self))"
        }
    }
}

extension TupleElement {
    var canonicalText: String {
        guard let label else { return type.description }
        return "\(SwiftReservedWords.escapedName(label)): \(type)"
    }
}

extension FunctionType {
    var canonicalText: String {
        var text = attributes.map { $0 + " " }.joined()
        text += "(\(parameters.map(\.description).joined(separator: ", ")))"
        if isAsync { text += " async" }
        if isThrows { text += " throws" }
        return text + " -> \(returnType)"
    }
}

extension FunctionSignature: CustomStringConvertible {
    /// Canonical Swift text, as it follows `func`; names are back-ticked only where Swift requires it.
    public var description: String {
        var text = SwiftReservedWords.escapedFunctionName(name)
        text += "(\(parameters.map(\.canonicalText).joined(separator: ", ")))"
        if isAsync { text += " async" }
        if isThrows { text += " throws" }
        if let returnType, !returnType.isVoid { text += " -> \(returnType)" }
        return text
    }
}

extension SignatureParameter {
    var canonicalText: String {
        let name = SwiftReservedWords.escapedName(name)
        var text: String
        switch label {
        case nil: text = "_ \(name)"
        case self.name?: text = SwiftReservedWords.escapedLabel(self.name)
        case let label?: text = "\(SwiftReservedWords.escapedLabel(label)) \(name)"
        }
        text += ": " + (isInout ? "inout " : "")
        text += isVariadic ? "\(type.parenthesizedBeforeSuffix)..." : type.description
        if let defaultValue { text += " = \(defaultValue)" }
        return text
    }
}
