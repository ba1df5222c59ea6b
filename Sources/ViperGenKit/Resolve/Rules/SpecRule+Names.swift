import Diagnostics

/// The names a spec gives: its module, entity and view model (type names), and its
/// properties (member names).
extension SpecRule {
    /// Checks a module name before it is used to build paths.
    static func checkModuleName(_ name: Located<String>, diagnostics: inout DiagnosticCollector) {
        checkTypeName(name, what: "module name", diagnostics: &diagnostics)
    }

    static func checkTypeName(
        _ name: Located<String>, what: String, diagnostics: inout DiagnosticCollector
    ) {
        let value = name.value
        if value.isEmpty {
            diagnostics.refuse(.emptyName(what: what), at: name.location)
        } else if !SwiftNames.isTypeName(value) {
            diagnostics.refuse(.invalidTypeName(what: what, name: value), at: name.location)
        } else if SwiftNames.unavailableTypes.contains(value) || SwiftNames.keywords.contains(value)
        {
            diagnostics.refuse(.nameWithSwiftMeaning(what: what, name: value), at: name.location)
        } else if SwiftNames.reservedTypes.contains(value) {
            diagnostics.refuse(.standardTypeName(what: what, name: value), at: name.location)
        } else if value.count > SwiftNames.maximumTypeNameLength {
            diagnostics.refuse(.nameTooLong(what: what, name: value), at: name.location)
        }
    }

    /// The entity and view model are named in generated code beside the standard types the
    /// spec names for its properties and parameters, which the generator gives sample values.
    /// A name that an imported module declares too (Foundation's `Notification`, Swift
    /// Testing's `Comment`) is fine: the app's type shadows it in the app, and the generated
    /// tests name it through a type alias.
    static func checkModelTypeName(
        _ name: Located<String>, what: String, module: String,
        diagnostics: inout DiagnosticCollector
    ) {
        let value = name.value
        guard SwiftNames.isTypeName(value), !SwiftNames.reservedTypes.contains(value) else {
            return
        }
        if let owner = SwiftNames.frameworkTypesGeneratedCodeNames[value] {
            diagnostics.refuse(
                .frameworkTypeName(what: what, name: value, owner: owner), at: name.location)
            return
        }
        guard TypeKnowledge.literalDefault(of: value) != nil else { return }
        diagnostics.refuse(
            .sampledTypeName(what: what, name: value, module: module), at: name.location)
    }

    static func checkMemberName(
        _ name: Located<String>, what: String, diagnostics: inout DiagnosticCollector
    ) {
        if !SwiftNames.isIdentifier(name.value) {
            diagnostics.refuse(.invalidMemberName(what: what, name: name.value), at: name.location)
        } else if SwiftNames.reservedMembers.contains(name.value) {
            diagnostics.refuse(.swiftMemberName(what: what, name: name.value), at: name.location)
        } else if startsUppercase(name.value) {
            diagnostics.refuse(
                .uppercaseMemberName(what: what, name: name.value), at: name.location)
        }
    }

    /// A property or parameter named like a type (`Car: Int`) would hide that type in the
    /// generated code that takes it (a fixture's `Car(…)`), so names start in lowercase, as
    /// Swift's own do.
    static func startsUppercase(_ name: String) -> Bool {
        name.unicodeScalars.first?.properties.isUppercase == true
    }
}
