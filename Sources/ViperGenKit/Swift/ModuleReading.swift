import Diagnostics
import Foundation

/// What `adopt` reads of an existing module's Swift files: the template set its roles' names
/// match, and the spec of its contracts (use cases, routes, entity, view model), with a
/// warning at each declaration the spec model cannot express.
struct ModuleReading {
    /// One Swift file of the module, read.
    struct SourceFile {
        var display: String
        var isTest: Bool
        var declarations: SwiftDeclarations
        /// The identifiers of its code (not of its comments and strings): the types it uses.
        var names: Set<String> = []
    }

    /// Where each built-in set keeps the contracts a spec describes.
    struct Roles {
        /// Protocols whose requirements are the use cases, in order of preference.
        var useCases: [String]
        /// Protocols whose requirements are the routes, in order of preference.
        var routes: [String] = []
        /// Or a type (`Input.Sender`, `Navigation`) whose functions named after the cases of
        /// an enum (`Route`, `Navigation.Destination`) are the routes.
        var routeFunctions: (type: String, cases: String)?
        /// The type whose initializer takes what the route that opens the module passes
        /// (`inputs:`) and keeps it: the presenter, view model, interactor or store.
        var inputsHolder: String?

        /// The types whose declarations of the routes may say what each opens: the route
        /// protocols, the route enum and functions, a navigation, an mvc view controller.
        func routeDeclarations(module: String) -> [String] {
            routes + [routeFunctions?.type, routeFunctions?.cases].compactMap { $0 }
                + [module + "Route", module + "Navigation", module + "ViewController"]
        }

        static func of(set name: String, module: String) -> Roles? {
            let m = module
            switch name {
            case "viper":
                return Roles(
                    useCases: [m + "InteractorProtocol", m + "ServiceProtocol", m + "Interactor"],
                    routes: [m + "RouterProtocol", m + "WireframeProtocol", m + "Router"],
                    inputsHolder: m + "Presenter")
            case "clean-swift":
                return Roles(
                    useCases: [m + "WorkerProtocol", m + "BusinessLogic"],
                    routes: [m + "RoutingLogic", m + "Routable", m + "Router"],
                    inputsHolder: m + "Interactor")
            case "mvvm-c":
                return Roles(
                    useCases: [m + "UseCaseType", m + "RepositoryType", m + "UseCase"],
                    routeFunctions: ("Sender", m + "Route"), inputsHolder: m + "ViewModel")
            case "mvp":
                return Roles(
                    useCases: [m + "ModelProtocol", m + "Model"],
                    routes: [m + "Navigator", m + "Router"], inputsHolder: m + "Presenter")
            case "mvvm":
                return Roles(
                    useCases: [m + "ServiceProtocol", m + "Service"],
                    routes: [m + "Navigator", m + "Router"], inputsHolder: m + "ViewModel")
            case "mvc":
                return Roles(
                    useCases: [m + "ServiceProtocol", m + "Service", m + "Model"],
                    routeFunctions: (m + "Navigation", "Destination"), inputsHolder: m + "Store")
            default:
                return nil
            }
        }
    }

    /// A signature read from the code, and where it was.
    struct ReadSignature {
        var signature: FunctionSignature
        var location: SourceLocation
    }

    var module: String
    var files: [SourceFile]
    var warnings: [Diagnostic] = []

    /// The types of the module's sources, the top-level ones first: a type nested in another
    /// (`enum Outer { protocol CarsRouterProtocol }`) is found only where no top-level one has
    /// its name.
    var sourceTypes: [(file: SourceFile, type: SwiftDeclarations.TypeDeclaration)] {
        let sources = files.filter { !$0.isTest }
        let topLevel = sources.flatMap { file in file.declarations.types.map { (file, $0) } }
        func inside(_ type: SwiftDeclarations.TypeDeclaration) -> [SwiftDeclarations
            .TypeDeclaration]
        {
            type.nested.flatMap { [$0] + inside($0) }
        }
        let nested = sources.flatMap { file in
            file.declarations.types.flatMap(inside).map { (file, $0) }
        }
        return topLevel + nested
    }

    /// The declared type names of the module's sources.
    var declaredTypeNames: Set<String> { Set(sourceTypes.map(\.type.name)) }

    // MARK: - Signatures

    /// The requirements of the protocol `name`, with the defaults its extensions give them.
    mutating func requirements(of name: String, role: String) -> [ReadSignature]? {
        guard
            let (file, declaration) = sourceTypes.first(where: {
                $0.type.kind == .protocol && $0.type.name == name
            })
                ?? sourceTypes.first(where: {
                    $0.type.kind != .protocol && $0.type.kind != .extension && $0.type.name == name
                })
        else { return nil }
        let isConcrete = declaration.kind != .protocol
        // A concrete type's own functions and those of its extensions, the private ones left out.
        let members =
            isConcrete
            ? (declaration.members
                + sourceTypes.filter { $0.type.kind == .extension && $0.type.name == name }
                .flatMap(\.type.members)).filter {
                    $0.kind == .function && !$0.isStatic
                        && !$0.modifiers.contains(where: {
                            ["private", "fileprivate", "override"].contains($0)
                        })
                }
            : declaration.members
        if declaration.isGeneric
            || declaration.members.contains(where: {
                $0.text.hasPrefix("associatedtype")
            })
        {
            warn(
                "protocol '\(name)' is generic (a primary associated type or generic parameters), which a spec cannot express; its \(role)s are read without them",
                file: file, line: declaration.line, column: declaration.column)
        }
        let extensions = sourceTypes.filter { $0.type.kind == .extension && $0.type.name == name }
        var result: [ReadSignature] = []
        for member in members {
            if member.isStatic, !isConcrete {
                warn(
                    "'\(member.text)' of '\(name)' is a static requirement, which a spec cannot express (a \(role) is called on an instance); not kept",
                    file: file, line: member.line, column: member.column)
                continue
            }
            switch member.kind {
            case .function:
                guard
                    var read = signature(
                        of: member, in: file, role: role, protocolName: name)
                else { continue }
                addDefaults(to: &read.signature, from: extensions.flatMap(\.type.members))
                result.append(read)
            case .property:
                warn(
                    "property '\(member.name)' of '\(name)' is not a \(role): a spec lists functions only; not kept",
                    file: file, line: member.line, column: member.column)
            case .initializer:
                warn(
                    "'\(member.text)' in '\(name)' is an initializer requirement, which a spec cannot express; not kept",
                    file: file, line: member.line, column: member.column)
            case .enumCase, .other:
                if member.text.hasPrefix("associatedtype") || member.kind == .other {
                    warn(
                        "'\(member.text)' in '\(name)' cannot be expressed in a spec; not kept",
                        file: file, line: member.line, column: member.column)
                }
            }
        }
        return result
    }

    /// The module a route opens (`-> CarDetail`), as the documentation of a declaration named
    /// after the route in one of `types` (the route protocol, `<M>Route`, ...) says it: "Opens
    /// the `CarDetail` module" (or scene), which viper-gen writes above each route that opens
    /// one. The first declaration that says one wins.
    func destination(
        ofRoute name: String, in types: Set<String>
    ) -> (module: String, location: SourceLocation)? {
        for (file, type) in sourceTypes where types.contains(type.name) {
            for member in type.members {
                let names = member.kind == .function ? [member.name] : member.caseNames
                guard names.contains(name),
                    let documentation = file.declarations.documentation(above: member.line),
                    let module = Self.openedModule(in: documentation)
                else { continue }
                return (
                    module,
                    SourceLocation(file: file.display, line: member.line, column: member.column)
                )
            }
        }
        return nil
    }

    /// The module a documentation comment says its declaration opens: the name in
    /// "opens the `CarDetail` module" (or "scene"), any case of its first letter.
    static func openedModule(in documentation: String) -> String? {
        var rest = documentation[...]
        while let found = rest.range(of: "pens the `") {
            // "Opens" or "opens", a word of its own.
            let before = rest[..<found.lowerBound].suffix(2)
            let after = rest[found.upperBound...]
            let name = String(after.prefix { $0 != "`" })
            let tail = after.dropFirst(name.count)
            let noun = ["` module", "` scene"].first { tail.hasPrefix($0) }
            let next = noun.flatMap { tail.dropFirst($0.count).first }
            if before.last == "O" || before.last == "o",
                before.first?.isLetter != true || before.count < 2,
                noun != nil, next?.isLetter != true,
                SwiftNames.isIdentifier(name), name.first?.isUppercase == true
            {
                return name
            }
            rest = after
        }
        return nil
    }

    /// The words viper-gen writes above each property that keeps what the route that opened
    /// the module passed (`inputs:`).
    static let inputMarker = "What the route that opened the"

    /// What the module takes from the route that opens it (`inputs:`): the leading parameters
    /// of `holder`'s initializer (the first that reads), each kept in a stored property of its
    /// name documented "What the route that opened the screen passed", as viper-gen writes it;
    /// the first parameter that is not ends them. Each with its property's place. Nil where
    /// the holder or its initializer is not there.
    func inputs(holder: String) -> [(name: String, type: TypeExpr, location: SourceLocation)]? {
        let entries = sourceTypes.filter {
            $0.type.name == holder
                && [.class, .struct, .actor, .extension].contains($0.type.kind)
        }
        let initializers = entries.flatMap { entry in
            entry.type.members.filter {
                $0.kind == .initializer && !$0.modifiers.contains("convenience")
            }
        }
        // `init?(…)` and `init!(…)` read as `init(…)`; a generic one does not read.
        let signatures = initializers.compactMap { initializer -> FunctionSignature? in
            guard initializer.text.hasPrefix("init") else { return nil }
            let rest = initializer.text.dropFirst("init".count).drop { $0 == "?" || $0 == "!" }
            return try? SwiftSignatureParser.parseSignature("f" + rest)
        }
        guard let signature = signatures.first else { return nil }
        var marked: [String: (file: SourceFile, member: SwiftDeclarations.Member)] = [:]
        for (file, type) in entries {
            for member in type.members
            where member.kind == .property && member.isStored && !member.isStatic
                && file.declarations.documentation(above: member.line)?.contains(
                    Self.inputMarker) == true
            {
                marked[member.name] = marked[member.name] ?? (file, member)
            }
        }
        var inputs: [(name: String, type: TypeExpr, location: SourceLocation)] = []
        for parameter in signature.parameters {
            guard parameter.label == parameter.name, parameter.defaultValue == nil,
                !parameter.isVariadic, !parameter.isInout, !parameter.type.isFunctionValued,
                let (file, property) = marked[parameter.name]
            else { break }
            inputs.append(
                (
                    parameter.name, parameter.type,
                    SourceLocation(
                        file: file.display, line: property.line, column: property.column)
                ))
        }
        return inputs
    }

    /// The routes read from functions of `type` named after the cases of `enumName`.
    mutating func routeFunctions(type: String, cases enumName: String) -> [ReadSignature]? {
        guard
            let cases = sourceTypes.first(where: {
                $0.type.kind == .enum
                    && ($0.type.name == enumName || $0.type.name.hasSuffix("." + enumName))
            })
        else { return nil }
        let names = cases.type.members.flatMap(\.caseNames)
        let functions = sourceTypes.filter { $0.type.name == type }.flatMap { entry in
            entry.type.members.map { (entry.file, $0) }
        }
        var result: [ReadSignature] = []
        for name in names {
            if let (file, member) = functions.first(where: {
                $0.1.kind == .function && $0.1.name == name
            }) {
                if let read = signature(of: member, in: file, role: "route", protocolName: type) {
                    result.append(read)
                }
            } else if let read = caseSignature(name, in: cases.type, file: cases.file) {
                result.append(read)
            }
        }
        return result
    }

    /// The defaults clean-swift keeps in each use case's `Request` initializer
    /// (`<Module>Models.<UseCase>.Request.init(page: Int = 1)`), given to `useCases`.
    func addRequestDefaults(to useCases: inout [ReadSignature], models: String) {
        guard
            let scene = sourceTypes.first(where: { $0.type.name == models && $0.type.kind == .enum }
            )?
            .type
        else { return }
        for index in useCases.indices {
            let name = useCases[index].signature.name
            let enumName = name.prefix(1).uppercased() + name.dropFirst()
            guard
                let request = scene.nested.first(where: { $0.name == enumName })?.nested.first(
                    where: { $0.name == "Request" }),
                let initializer = request.members.first(where: { $0.kind == .initializer }),
                let parsed = try? SwiftSignatureParser.parseSignature(
                    "f" + initializer.text.dropFirst("init".count))
            else { continue }
            for parameter in parsed.parameters where parameter.defaultValue != nil {
                for target in useCases[index].signature.parameters.indices
                where useCases[index].signature.parameters[target].name == parameter.name {
                    useCases[index].signature.parameters[target].defaultValue =
                        parameter.defaultValue
                }
            }
        }
    }

    /// The routes of an mvvm-c view model's input: the functions of `Input.Sender` that are not
    /// the use cases' triggers.
    mutating func inputSenderRoutes(useCases: Set<String>) -> [ReadSignature]? {
        guard
            let (file, input) = sourceTypes.first(where: { $0.type.name == "Input" }),
            let sender = input.nested.first(where: { $0.name == "Sender" })
        else { return nil }
        var result: [ReadSignature] = []
        for member in sender.members where member.kind == .function && !member.isStatic {
            guard !useCases.contains(member.name), member.name != "finishAll",
                !member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
            else { continue }
            if let read = signature(
                of: member, in: file, role: "route", protocolName: "Input.Sender")
            {
                result.append(read)
            }
        }
        return result
    }

    /// The routes of an MVC module with a navigation (SwiftUI): the navigation's functions, and
    /// the screen's functions that leave it (`dismiss…`, `close…`, `goBack…`).
    mutating func navigationRoutes(module: String) -> [ReadSignature]? {
        let navigation = sourceTypes.filter { $0.type.name == module + "Navigation" }
        guard !navigation.isEmpty else { return nil }
        var result: [ReadSignature] = []
        for (file, type) in navigation {
            for member in type.members where member.kind == .function && !member.isStatic {
                guard !member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
                else { continue }
                if let read = signature(
                    of: member, in: file, role: "route", protocolName: type.name)
                {
                    result.append(read)
                }
            }
        }
        for (file, type) in sourceTypes where type.name == module + "Screen" {
            for member in type.members where member.kind == .function {
                guard ["dismiss", "close", "goBack"].contains(where: { member.name.hasPrefix($0) })
                else { continue }
                if let read = signature(
                    of: member, in: file, role: "route", protocolName: type.name)
                {
                    result.append(read)
                }
            }
        }
        return result
    }

    /// The routes of an MVC view controller that has no navigation of its own: its functions
    /// that are not the use cases' actions, not private, not overrides, not actions of a
    /// storyboard and not a delegate's or data source's.
    mutating func viewControllerRoutes(of name: String, useCases: Set<String>) -> [ReadSignature]? {
        let entries = sourceTypes.filter { $0.type.name == name }
        guard !entries.isEmpty else { return nil }
        let delegatePrefixes = [
            "tableView", "collectionView", "scrollView", "textField", "searchBar", "pickerView",
            "navigationController", "presentationController", "webView", "mapView",
        ]
        var result: [ReadSignature] = []
        for (file, type) in entries {
            for member in type.members where member.kind == .function && !member.isStatic {
                guard !useCases.contains(member.name),
                    !member.modifiers.contains(where: {
                        ["private", "fileprivate", "override"].contains($0)
                    }),
                    !member.attributes.contains(where: { ["@IBAction", "@objc"].contains($0) }),
                    !delegatePrefixes.contains(where: { member.name.hasPrefix($0) })
                else { continue }
                if let read = signature(of: member, in: file, role: "route", protocolName: name) {
                    result.append(read)
                }
            }
        }
        return result
    }

    /// A route made from an enum case (`case showRepo(Repo)` -> `showRepo(_ repo: Repo)`).
    mutating func caseSignature(
        _ name: String, in declaration: SwiftDeclarations.TypeDeclaration, file: SourceFile
    ) -> ReadSignature? {
        guard
            let member = declaration.members.first(where: {
                $0.kind == .enumCase && $0.text.hasPrefix(name)
            })
        else { return nil }
        let location = SourceLocation(file: file.display, line: member.line, column: member.column)
        guard let open = member.text.firstIndex(of: "("), member.text.hasPrefix(name + "(") else {
            return parsed(name + "()", at: location, role: "route")
        }
        guard let type = try? SwiftSignatureParser.parseType(String(member.text[open...])),
            case .tuple(let elements) = type
        else {
            return parsed(member.text, at: location, role: "route")
        }
        var used: Set<String> = []
        let parameters = elements.map { element -> String in
            var base = element.label ?? Self.parameterName(for: element.type)
            while !used.insert(base).inserted { base += "Value" }
            return element.label != nil
                ? "\(base): \(element.type.asParameter)" : "_ \(base): \(element.type.asParameter)"
        }
        return parsed("\(name)(\(parameters.joined(separator: ", ")))", at: location, role: "route")
    }

    static func parameterName(for type: TypeExpr) -> String {
        guard case .named(let name, _) = type else { return "value" }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.prefix(1).lowercased() + last.dropFirst()
    }

    private mutating func signature(
        of member: SwiftDeclarations.Member, in file: SourceFile, role: String,
        protocolName: String
    ) -> ReadSignature? {
        let location = SourceLocation(file: file.display, line: member.line, column: member.column)
        if member.text.contains(" where ") || member.text.hasPrefix(member.name + "<") {
            warn(
                "'\(member.name)' of '\(protocolName)' is generic, which a spec cannot express; not kept as a \(role)",
                at: location)
            return nil
        }
        if let stream = Self.streamTypes.first(where: { Self.names(member.text, $0) }) {
            warn(
                "'\(member.name)' of '\(protocolName)' uses the stream type '\(stream)' (RxSwift or Combine), which a spec cannot express (use async functions); not kept as a \(role)",
                at: location)
            return nil
        }
        var text = member.text
        if role == "use case", let converted = Self.asyncForm(of: text) {
            warn(
                "'\(member.name)' of '\(protocolName)' delivers its result through a callback, which a spec cannot express; kept as the use case '\(converted)' (the generated protocol is async)",
                at: location)
            text = converted
        }
        let dropped = [
            "public", "internal", "package", "open", "nonisolated", "final", "private",
            "fileprivate",
        ]
        let extra =
            member.attributes.filter { $0 != "@objc" && $0 != "@IBAction" }
            + member.modifiers.filter { !dropped.contains($0) }
        if !extra.isEmpty {
            warn(
                "'\(extra.joined(separator: " "))' on '\(member.name)' of '\(protocolName)' cannot be expressed in a spec; dropped from the \(role)",
                at: location)
        }
        if text.contains("some ") {
            let written = text
            text = text.replacingOccurrences(of: "some ", with: "any ")
            warn(
                "'\(member.name)' of '\(protocolName)' takes or returns an opaque ('some') type, which cannot pass from one layer to the next; kept as '\(text)' (was '\(written)')",
                at: location)
        }
        return parsed(text, at: location, role: role)
    }

    /// The RxSwift and Combine types a spec's signatures cannot carry.
    static let streamTypes = [
        "Observable", "Single", "Maybe", "Completable", "Driver", "BehaviorRelay",
        "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject", "AnyPublisher",
        "Published.Publisher", "PassthroughSubject", "CurrentValueSubject",
    ]

    /// Whether `text` names the type `name` (not a longer name that contains it).
    static func names(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: name, range: searchStart..<text.endIndex) {
            let before =
                range.lowerBound == text.startIndex
                ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            func isNamePart(_ character: Character?) -> Bool {
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isNamePart(before), before != ".", !isNamePart(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    /// `load(id: Int) async throws -> Car` for `load(id: Int, completion: @escaping (Result<Car,
    /// Error>) -> Void)`: a function whose last parameter is a callback that returns nothing,
    /// as the async function it stands for; `nil` for any other.
    static func asyncForm(of text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open]
        let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        let parameters = splitTopLevel(inside)
        guard let last = parameters.last, let colon = last.firstIndex(of: ":") else { return nil }
        var typeText = last[last.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        for attribute in ["@escaping ", "@Sendable "] {
            typeText = typeText.replacingOccurrences(of: attribute, with: "")
        }
        guard typeText.hasSuffix("-> Void") || typeText.hasSuffix("-> ()"),
            typeText.hasPrefix("(")
        else { return nil }
        guard
            let arrow = typeText.range(
                of: ")", options: .backwards,
                range: typeText
                    .startIndex..<typeText.range(of: "->", options: .backwards)!.lowerBound)
        else { return nil }
        let arguments = splitTopLevel(
            String(typeText[typeText.index(after: typeText.startIndex)..<arrow.lowerBound])
        )
        .map { argument -> String in
            // `_ cars: [Car]?` -> `[Car]?`
            if let colon = argument.firstIndex(of: ":"),
                argument[..<colon].allSatisfy({
                    $0.isLetter || $0.isNumber || $0 == "_" || $0 == " "
                })
            {
                return argument[argument.index(after: colon)...].trimmingCharacters(
                    in: .whitespaces)
            }
            return argument
        }
        var effects = " async"
        var result: String?
        switch arguments.count {
        case 0: break
        case 1:
            let argument = arguments[0]
            if argument.hasPrefix("Result<"),
                let comma = splitTopLevel(String(argument.dropFirst(7).dropLast())).first
            {
                effects = " async throws"
                result = comma
            } else {
                result = argument
            }
        case 2 where arguments[1].hasSuffix("Error?"):
            effects = " async throws"
            result = arguments[0].hasSuffix("?") ? String(arguments[0].dropLast()) : arguments[0]
        default:
            return nil
        }
        let kept = parameters.dropLast().joined(separator: ", ")
        return "\(name)(\(kept))\(effects)" + (result.map { " -> \($0)" } ?? "")
    }

    /// `text` split at its commas outside brackets.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character), !(character == ">" && current.hasSuffix("-")) {
                depth -= 1
            }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    private mutating func parsed(_ text: String, at location: SourceLocation, role: String)
        -> ReadSignature?
    {
        do {
            return ReadSignature(
                signature: try SwiftSignatureParser.parseSignature(text), location: location)
        } catch {
            warn(
                "'\(text)' cannot be expressed as a \(role) in a spec (\(error.message)); not kept",
                at: location)
            return nil
        }
    }

    /// The defaults an extension gives `signature`'s trailing parameters: a function of its
    /// name with fewer parameters whose body calls it with values for the others.
    private func addDefaults(
        to signature: inout FunctionSignature, from members: [SwiftDeclarations.Member]
    ) {
        for member in members where member.kind == .function && member.name == signature.name {
            guard let body = member.body,
                let shorter = try? SwiftSignatureParser.parseSignature(member.text),
                shorter.parameters.count < signature.parameters.count,
                let arguments = Self.callArguments(of: signature.name, in: body),
                arguments.count == signature.parameters.count
            else { continue }
            let kept = Set(shorter.parameters.map(\.name))
            for index in signature.parameters.indices
            where !kept.contains(signature.parameters[index].name) {
                signature.parameters[index].defaultValue = arguments[index]
            }
        }
    }

    /// The argument values of the first call of `name` in `body`, labels dropped.
    static func callArguments(of name: String, in body: String) -> [String]? {
        guard let range = body.range(of: name + "(") else { return nil }
        var depth = 0
        var current = ""
        var arguments: [String] = []
        var inString = false
        for character in body[range.upperBound...] {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    if depth == 0 {
                        if !current.trimmingCharacters(in: .whitespaces).isEmpty {
                            arguments.append(current)
                        }
                        break
                    }
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    arguments.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        return arguments.map { argument in
            var text = argument.trimmingCharacters(in: .whitespaces)
            if let colon = text.firstIndex(of: ":"),
                text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }),
                text.index(after: colon) < text.endIndex, text[text.index(after: colon)] == " "
            {
                text = String(text[text.index(after: colon)...]).trimmingCharacters(
                    in: .whitespaces)
            }
            return text
        }
    }

    // MARK: - Models

    /// A struct's stored instance properties, as `name: Type`; what a spec's property cannot
    /// hold (no type written, an initial value, a type nested in the struct) is said.
    mutating func storedProperties(of name: String) -> [(name: String, type: String)]? {
        guard
            let (file, type) = sourceTypes.first(where: {
                $0.type.name == name && ($0.type.kind == .struct || $0.type.kind == .class)
            })
        else { return nil }
        let nested = Set(type.nested.map(\.name))
        var result: [(name: String, type: String)] = []
        for member in type.members
        where member.kind == .property && member.isStored && !member.isStatic {
            let location = SourceLocation(
                file: file.display, line: member.line, column: member.column)
            if member.name.hasPrefix("(") {
                warn(
                    "the tuple pattern '\(member.name)' of '\(name)' declares several properties at once, which a spec cannot hold; declare each on its own; not kept",
                    at: location)
                continue
            }
            let wrappers = member.attributes.filter { $0.dropFirst().first?.isUppercase == true }
            if !wrappers.isEmpty || member.modifiers.contains("lazy") {
                let what = (wrappers + (member.modifiers.contains("lazy") ? ["lazy"] : []))
                    .joined(separator: " ")
                warn(
                    "'\(what)' on '\(member.name)' of '\(name)' cannot be expressed in a spec; the property is kept without it",
                    at: location)
            }
            guard !member.text.isEmpty, (try? SwiftSignatureParser.parseType(member.text)) != nil
            else {
                warn(
                    "property '\(member.name)' of '\(name)' has no type a spec can hold\(member.text.isEmpty ? " (none is written)" : " ('\(member.text)')"); not kept",
                    at: location)
                continue
            }
            if let initial = member.initialValue {
                warn(
                    "the initial value of '\(member.name)' ('\(initial)') cannot be expressed in a spec; the property is kept without it",
                    at: location)
            }
            if let used = nested.first(where: { member.text.contains($0) }) {
                warn(
                    "'\(member.name)' of '\(name)' has the type '\(member.text)', which names '\(used)' nested in '\(name)': a spec cannot declare it, so the generated '\(name)' will not have it",
                    at: location)
            }
            result.append((member.name, member.text))
        }
        return result
    }

    mutating func warn(
        _ message: String, file: SourceFile, line: Int, column: Int
    ) {
        warn(message, at: SourceLocation(file: file.display, line: line, column: column))
    }

    mutating func warn(_ message: String, at location: SourceLocation) {
        warnings.append(Diagnostic(.warning, message, at: location))
    }
}
