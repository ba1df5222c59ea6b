import Diagnostics
import Foundation

/// A Swift file of a module, as the architecture check reads it.
struct ArchitectureFile {
    var display: String
    var text: String
}

/// The rules of the sets' `architecture:` checked on a module's Swift code: which role's
/// types each file references, and what it imports. A file's role is the role of the first
/// type it declares or extends that is any role's; comments, strings and regex literals are
/// not code (`SwiftIdentifiers`).
enum ArchitectureCheck {
    /// A type of another module of the run, by name.
    struct OtherType {
        var module: ModuleRoles
        var role: String
    }

    private static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "typealias",
    ]
    /// What may come between `import` and the module (`import struct Foundation.Date`).
    private static let importKinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The types of `modules` by name, each with its module and role; a name two modules
    /// declare (a shared entity) is the first's.
    static func typesByName(_ modules: [ModuleRoles]) -> [String: OtherType] {
        var types: [String: OtherType] = [:]
        for module in modules {
            for (name, role) in module.roleOfType where types[name] == nil {
                types[name] = OtherType(module: module, role: role)
            }
        }
        return types
    }

    /// The findings in `file` of `module`: references and imports its role's rules forbid,
    /// and references to a type of another module (`others`) that module does not offer.
    static func findings(
        in file: ArchitectureFile, of module: ModuleRoles, others: [String: OtherType]
    ) -> [Diagnostic] {
        let words = SwiftIdentifiers.scan(file.text)
        let bytes = Array(file.text.utf8)
        func follows(_ mark: UInt8, _ word: SwiftIdentifiers.Found) -> Bool {
            let offset = file.text.utf8.distance(
                from: file.text.utf8.startIndex, to: word.range.lowerBound)
            return offset > 0 && bytes[offset - 1] == mark
        }
        var declared: [Substring] = []
        var imported: [SwiftIdentifiers.Found] = []
        var importNames: Set<Int> = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            // `` `class` `` and `.import` are names, not keywords.
            guard !follows(96, word), !follows(46, word) else { continue }
            if declarationKeywords.contains(word.name),
                words[index + 1].name.first?.isUppercase == true
            {
                declared.append(words[index + 1].name)
            } else if word.name == "import" {
                var next = index + 1
                while next + 1 < words.count, importKinds.contains(words[next].name) { next += 1 }
                imported.append(words[next])
                importNames.insert(next)
            }
        }
        let subjectType = declared.first { module.roleOfType[String($0)] != nil }
        let role = subjectType.flatMap { module.roleOfType[String($0)] }
        let subject =
            subjectType ?? declared.first
            ?? Substring(
                (file.display as NSString).lastPathComponent.replacingOccurrences(
                    of: ".swift", with: ""))
        let rules = role.map { role in module.rules.rules.filter { $0.roles.contains(role) } } ?? []
        var findings: [Diagnostic] = []
        func report(_ message: String, at word: SwiftIdentifiers.Found) {
            findings.append(
                .error(
                    message,
                    at: SourceLocation(file: file.display, line: word.line, column: word.column)))
        }
        for word in imported {
            if let rule = rules.first(where: { $0.mustNotImport.contains(String(word.name)) }) {
                report(
                    "\(subject) imports \(word.name): in \(module.set) \(rule.because)", at: word)
            }
        }
        let modules = Set(imported.map(\.name))
        for (index, word) in words.enumerated() where !importNames.contains(index) {
            // `SwiftUI.ProgressView` is the framework's, whatever the app declares.
            if index > 0, follows(46, word), modules.contains(words[index - 1].name) { continue }
            let name = String(word.name)
            if let referenced = module.roleOfType[name] {
                guard let role, referenced != role,
                    let rule = rules.first(where: { !$0.allows(reference: referenced) })
                else { continue }
                report("\(subject) references \(name): in \(module.set) \(rule.because)", at: word)
            } else if let other = others[name], other.module.module != module.module,
                // A framework type the generated code names unqualified (SwiftUI's
                // `ProgressView`) may be meant where another module declares one.
                SwiftNames.frameworkTypesGeneratedCodeNames[name] == nil,
                let offered = other.module.rules.otherModules,
                !offered.mayReference.contains(other.role)
            {
                report(
                    "\(subject) references \(name) of the module \(other.module.module): in \(other.module.set) \(offered.because)",
                    at: word)
            }
        }
        return findings
    }
}
