/// Swift naming rules the generator relies on.
public enum SwiftNames {
    /// Words Swift reserves; as member names they are written in back-ticks.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async",
        "some", "any", "borrowing", "consuming", "package", "_",
    ]

    /// Names that cannot be used as members even in back-ticks without breaking generated code.
    public static let reservedMembers: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_",
    ]

    /// Names Swift itself gives a meaning that a type of the module's own cannot take.
    public static let unavailableTypes: Set<String> = [
        "Any", "AnyObject", "Self", "Type", "Protocol",
    ]

    /// Type names the generated code and the spec's own types mean as the standard ones: the
    /// spec writes `id: String`, the generated code `any Error`, `Sendable`, `NSLock`. A module
    /// type of one of these names would change what every one of them means.
    public static let reservedTypes: Set<String> = unavailableTypes.union([
        "Void", "Never", "Error", "String", "Int", "Double", "Float", "Bool", "Character", "Array",
        "Dictionary",
        "Set", "Optional", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable",
        "MainActor", "Foundation",
        "Testing", "XCTest", "XCTestCase", "UIKit", "SwiftUI", "Observation", "Observable", "Data",
        "Date", "URL",
        "UUID", "Decimal", "NSLock", "UIViewController", "TestDoubleError",
    ])

    /// Types of SwiftUI, UIKit and Swift Testing that generated screens and tests name without
    /// their module, with that module: an app type of one of these names would take their place
    /// (an entity's, a view model's, or one a set generates for a module, such as viper's
    /// `ViewBuilder` for a module `View`). SwiftUI's `ProgressView` is written
    /// `SwiftUI.ProgressView`: mvp, viper, clean-swift and mvvm-c name a module `Progress`'s
    /// view `ProgressView`.
    public static let frameworkTypesGeneratedCodeNames: [String: String] = [
        "View": "SwiftUI", "State": "SwiftUI", "Text": "SwiftUI", "Environment": "SwiftUI",
        "Button": "SwiftUI",
        "Binding": "SwiftUI", "Bindable": "SwiftUI", "NavigationStack": "SwiftUI",
        "NavigationPath": "SwiftUI",
        "ViewBuilder": "SwiftUI", "PreviewProvider": "SwiftUI", "EmptyView": "SwiftUI",
        "UINavigationController": "UIKit", "UIAlertController": "UIKit", "UIAlertAction": "UIKit",
        "UIAction": "UIKit",
        "ObservationIgnored": "Observation", "Issue": "Swift Testing",
    ]

    /// Standard types the generated code names itself (a load `Task`, a stub's `Result`), with
    /// the name that reaches them past a module type of the same name: a to-do app's `Task`
    /// entity is the app's `Task`, and the generated code writes `_Concurrency.Task`.
    public static let qualifiedStandardTypes: [String: String] = [
        "Task": "_Concurrency.Task",
        "Result": "Swift.Result",
    ]

    /// The longest name a module, entity, view model or pinned noun may have.
    public static let maximumTypeNameLength = 64

    /// `isIdentifier` as a regular expression, for the JSON Schemas (`SpecKeys`).
    public static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"
    /// `isTypeName` as a regular expression.
    public static let typeNamePattern = "^[A-Z][A-Za-z0-9]*$"
    /// An identifier that does not start in uppercase: a property's name.
    public static let memberNamePattern = "^[a-z_][A-Za-z0-9_]*$"
    /// An identifier that starts in uppercase: a pinned noun (`displayNames`).
    public static let displayNounPattern = "^[A-Z][A-Za-z0-9_]*$"

    /// Whether `name` is an ASCII Swift identifier (letters, digits and `_`, not starting with a
    /// digit). Generated code keeps to ASCII names, as swift-format's strict lint requires.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0)
        }
    }

    /// Whether `name` can name the Swift module generated tests `@testable import`: an
    /// identifier that is not a keyword (`import class` does not parse).
    public static func isModuleName(_ name: String) -> Bool {
        isIdentifier(name) && !keywords.contains(name)
    }

    /// Whether `name` is an UpperCamelCase ASCII identifier, as module and type names must be.
    public static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy(isASCIILetterOrDigit)
    }

    /// Whether `scalar` is an ASCII letter or digit, what a type name is made of.
    static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// `name`, back-ticked when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The words of a camelCase or PascalCase name: "URLShortener" -> ["URL", "Shortener"].
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && (previous.isLowercase || previous.isNumber))
                    || (character.isUppercase && previous.isUppercase
                        && (next?.isLowercase ?? false))
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "Cars" -> "cars", "URLShortener" -> "urlShortener".
    public static func lowerFirst(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return name }
        if first.count > 1, first.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            return first.lowercased() + name.dropFirst(first.count)
        }
        return first.prefix(1).lowercased() + name.dropFirst(1)
    }

    /// "cars" -> "Cars".
    public static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
