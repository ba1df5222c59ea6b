import Diagnostics
import Foundation

/// A Swift file of a module, as the architecture check reads it.
struct ArchitectureFile {
    var display: String
    var text: String
    /// The file's path, standardized (for its owner in the plan).
    var path = ""
}

/// The rules of the sets' `architecture:` checked on a module's Swift code: which role's
/// types each declaration references, and what each file imports. A top-level declaration
/// (a type, an extension) is judged by the role of the type it declares or extends; the code
/// outside them, a declaration of a type no role names, and the file's imports, by the file's
/// role: the role of the type the file is named after, else of the first type it declares or
/// extends that is any role's. Comments, strings and regex literals are not code, but a
/// string's interpolations are (`SwiftIdentifiers`).
enum ArchitectureCheck {
    /// A type of another module of the run, by name.
    struct OtherType {
        var module: ModuleRoles
        var role: String
    }

    private static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "typealias",
    ]
    /// Top-level words that end a declaration with no body (`typealias A = B`).
    private static let otherDeclarations: Set<Substring> = [
        "func", "let", "var", "import", "macro", "precedencegroup", "operator",
    ]
    /// What may come between `import` and the module (`import struct Foundation.Date`).
    private static let importKinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The types of `modules` by name, each with its module and role; a name two modules
    /// declare (a shared entity) is the first's. With `declared` (the names each module's
    /// files declare, in the order of `modules`), a role's type counts only where its module
    /// declares it.
    static func typesByName(_ modules: [ModuleRoles], declared: [Set<String>]? = nil)
        -> [String: OtherType]
    {
        var types: [String: OtherType] = [:]
        for (index, module) in modules.enumerated() {
            for (name, role) in module.roleOfType where types[name] == nil {
                if let declared, !declared[index].contains(name) { continue }
                types[name] = OtherType(module: module, role: role)
            }
        }
        return types
    }

    /// The type names `text` declares (`class`, `struct`, `enum`, `protocol`, `actor`,
    /// `typealias`; not what it extends), at any depth.
    static func declaredNames(in text: String) -> Set<String> {
        let words = SwiftIdentifiers.scan(text)
        var names: Set<String> = []
        for (index, word) in words.enumerated() where index + 1 < words.count {
            if word.name != "extension", declarationKeywords.contains(word.name),
                words[index + 1].name.first?.isUppercase == true
            {
                names.insert(String(words[index + 1].name))
            }
        }
        return names
    }

    /// The findings in `file` of `module`: references and imports its roles' rules forbid,
    /// and references to a type of another module (`others`) that module does not offer to
    /// the referencing role. A name the module's own files declare (`own`) is never another
    /// module's.
    static func findings(
        in file: ArchitectureFile, of module: ModuleRoles, others: [String: OtherType],
        own: Set<String> = []
    ) -> [Diagnostic] {
        let code = SwiftIdentifiers.code(file.text, interpolations: true)
        let words = code.words
        let bytes = Array(file.text.utf8)
        func follows(_ mark: UInt8, _ word: SwiftIdentifiers.Found) -> Bool {
            word.offset > 0 && bytes[word.offset - 1] == mark
        }
        // Each word's top-level declaration (its index in `declarations`), if any.
        var declarations: [Substring] = []
        var declarationOf: [Int?] = Array(repeating: nil, count: words.count)
        var declared: [Substring] = []
        var imported: [SwiftIdentifiers.Found] = []
        var importNames: Set<Int> = []
        var depth = 0
        var brace = 0
        var current: Int?
        var inBody = false
        for (index, word) in words.enumerated() {
            while brace < code.braces.count, code.braces[brace].offset < word.offset {
                if code.braces[brace].opens {
                    if depth == 0, current != nil { inBody = true }
                    depth += 1
                } else if depth > 0 {
                    depth -= 1
                    if depth == 0, inBody {
                        current = nil
                        inBody = false
                    }
                }
                brace += 1
            }
            // `` `class` `` and `.import` are names, not keywords.
            let isName = follows(96, word) || follows(46, word)
            if !isName, index + 1 < words.count {
                if declarationKeywords.contains(word.name),
                    words[index + 1].name.first?.isUppercase == true
                {
                    declared.append(words[index + 1].name)
                    if depth == 0 {
                        declarations.append(words[index + 1].name)
                        current = declarations.count - 1
                        inBody = false
                    }
                } else if word.name == "import" {
                    var next = index + 1
                    while next + 1 < words.count, importKinds.contains(words[next].name) {
                        next += 1
                    }
                    imported.append(words[next])
                    importNames.insert(next)
                }
            }
            if !isName, depth == 0, otherDeclarations.contains(word.name) {
                current = nil
                inBody = false
            }
            declarationOf[index] = current
        }
        let fileName = Substring(
            (file.display as NSString).lastPathComponent.replacingOccurrences(
                of: ".swift", with: ""))
        let subjectType =
            module.roleOfType[String(fileName)] != nil
            ? fileName : declared.first { module.roleOfType[String($0)] != nil }
        let fileRole = subjectType.flatMap { module.roleOfType[String($0)] }
        let fileSubject = subjectType ?? declared.first ?? fileName
        func rules(of role: String?) -> [ArchitectureRules.Rule] {
            role.map { role in module.rules.rules.filter { $0.roles.contains(role) } } ?? []
        }
        var findings: [Diagnostic] = []
        func report(_ message: String, at word: SwiftIdentifiers.Found) {
            findings.append(
                .error(
                    message,
                    at: SourceLocation(file: file.display, line: word.line, column: word.column)))
        }
        for word in imported {
            if let rule = rules(of: fileRole).first(where: {
                $0.mustNotImport.contains(String(word.name))
            }) {
                report(
                    "\(fileSubject) imports \(word.name): in \(module.set) \(rule.because)",
                    at: word)
            }
        }
        let modules = Set(imported.map { String($0.name) })
        for (index, word) in words.enumerated() where !importNames.contains(index) {
            let qualifier: Substring? =
                index > 0 && follows(46, word) ? words[index - 1].name : nil
            // `SwiftUI.ProgressView` is the framework's, whatever the app declares; a name
            // qualified by an app's module (`CarDetail.CarDetailInteractor`) is checked.
            if let qualifier, FrameworkNames.frameworks.contains(String(qualifier)) { continue }
            let name = String(word.name)
            var role = fileRole
            var subject = fileSubject
            if let declaration = declarationOf[index],
                let declaredRole = module.roleOfType[String(declarations[declaration])]
            {
                role = declaredRole
                subject = declarations[declaration]
            }
            if let referenced = module.roleOfType[name] {
                guard let role, referenced != role,
                    let rule = rules(of: role).first(where: { !$0.allows(reference: referenced) })
                else { continue }
                report("\(subject) references \(name): in \(module.set) \(rule.because)", at: word)
            } else if let other = others[name], other.module.module != module.module,
                !own.contains(name),
                // A framework's type the file imports (SwiftUI's `TabView`) is the
                // framework's, unless named through the app's module (`Tab.TabView`).
                qualifier.map(String.init) == other.module.module
                    || !FrameworkNames.declares(name, imports: modules),
                let offered = other.module.rules.otherModules,
                !offered.allows(other.role, from: role)
            {
                report(
                    "\(subject) references \(name) of the module \(other.module.module): in \(other.module.set) \(offered.because)",
                    at: word)
            }
        }
        return findings
    }
}
