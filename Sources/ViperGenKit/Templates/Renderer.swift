import Diagnostics
import Foundation
import TemplateEngine

/// Renders a template set for resolved modules. Parses each template once per renderer.
public final class Renderer {
    /// The first line of every generator-owned file contains this text, and no user-owned file does.
    public let templateSet: TemplateSet
    /// Parses each template once and renders it.
    private let compiler: TemplateCompiler

    /// The `params` keys the templates print, found by `check`; each module must set them.
    private var paramUses: [TemplateVariableCheck.ParamUse] = []

    /// Whether output is tidied (blank lines, long lines); off only for tracing template lines.
    private let tidiesLayout: Bool

    public convenience init(templateSet: TemplateSet) {
        self.init(templateSet: templateSet, tidiesLayout: true)
    }

    init(templateSet: TemplateSet, tidiesLayout: Bool) {
        self.templateSet = templateSet
        self.tidiesLayout = tidiesLayout
        let builtin = templateSet.isBuiltinUnchanged
        // A built-in set's templates were compiled when viper-gen was built (`builtinPrograms`).
        compiler = TemplateCompiler(
            templates: templateSet.templates,
            stringFilters: SwiftStringFilters.all,
            trusted: builtin,
            compiled: builtin
                ? builtinPrograms[String(templateSet.origin.dropFirst("Templates/".count))] ?? [:]
                : [:]
        )
    }

    /// The built-in sets are checked by this package's own tests (a built-in template cannot
    /// change after the build), so for them only the header is checked, unless `builtinsToo`.
    public func check(header: Located<String>? = nil) throws(DiagnosticsError) {
        try check(header: header, builtinsToo: false)
    }

    func check(header: Located<String>?, builtinsToo: Bool) throws(DiagnosticsError) {
        let manifest = templateSet.manifest
        if !builtinsToo, templateSet.isBuiltinUnchanged {
            guard let header else { return }
            var check = TemplateVariableCheck(
                context: TemplateSamples.contextShape,
                templates: [:],
                filters: SwiftStringFilters.names,
                displayPath: { $0 }
            )
            check.check(
                snippet: header.value, placedBy: { header.location(line: $0, column: $1) },
                extra: ["file": .value])
            try check.diagnostics.throwIfErrors()
            return
        }
        var diagnostics = DiagnosticCollector()
        var seen: Set<String> = []
        for file in manifest.files {
            // A file's output path and condition parse as its template does, and are reported
            // at its entry in the manifest.
            var parses = [{ () throws -> Void in try self.compiler.parse(snippet: file.output) }]
            if let condition = file.condition {
                parses.append {
                    try self.compiler.parse(snippet: Self.conditionTemplate(condition))
                }
            }
            if seen.insert(file.template).inserted {
                parses.insert({ try self.compiler.parse(template: file.template) }, at: 0)
            }
            for parse in parses {
                do {
                    try parse()
                } catch {
                    let diagnostic = templateDiagnostic(error, fallback: file)
                    // The variable check below names unknown filters with a did-you-mean of its own.
                    if !diagnostic.message.hasPrefix("Unknown filter") {
                        diagnostics.append(diagnostic)
                    }
                }
            }
        }
        var check = TemplateVariableCheck(
            context: TemplateSamples.contextShape,
            templates: templateSet.templates,
            filters: SwiftStringFilters.names,
            displayPath: templateSet.displayPath(ofTemplate:)
        )
        for name in seen.sorted() {
            check.check(template: name)
        }
        for file in manifest.files {
            check.check(snippet: file.output, at: file.location)
            if let condition = file.condition {
                check.check(snippet: Self.conditionTemplate(condition), at: file.location)
            }
        }
        for type in manifest.reservedTypes {
            check.check(
                snippet: type,
                at: SourceLocation(file: "\(templateSet.origin)/manifest.yml", line: 0, column: 0))
        }
        for role in manifest.architecture?.roles ?? [] {
            for type in role.types { check.check(snippet: type, at: role.location) }
        }
        if let header {
            check.check(
                snippet: header.value, placedBy: { header.location(line: $0, column: $1) },
                extra: ["file": .value])
        }
        diagnostics.append(contentsOf: check.diagnostics.diagnostics)
        try DiagnosticsError.throwIfAny(diagnostics.sorted)
        paramUses = check.paramUses
    }

    /// Every file of the set that applies to `module`, rendered.
    public func render(_ module: ResolvedModule) throws(DiagnosticsError) -> [RenderedFile] {
        try render(module, generatedOnly: false)
    }

    /// Every file of the set that applies to `module`, rendered; with `generatedOnly`, only
    /// the generator-owned ones (all that `generate --check` compares).
    public func render(_ module: ResolvedModule, generatedOnly: Bool) throws(DiagnosticsError)
        -> [RenderedFile]
    {
        let (files, problems) = try renderEachFile(module, generatedOnly: generatedOnly)
        try DiagnosticsError.throwIfAny(problems)
        return files
    }

    /// The files that render, and the problems of those that do not; throws when nothing
    /// can render (the module does not fit the set).
    func renderEachFile(
        _ module: ResolvedModule,
        generatedOnly: Bool = false,
        skipping skipped: Set<String> = []
    ) throws(DiagnosticsError) -> ([RenderedFile], [Diagnostic]) {
        let manifest = templateSet.manifest
        // Where the flavour was chosen, else (the command line or a default) the spec as a whole.
        let spec = SourceLocation(file: module.specPath, line: 0, column: 0)
        var diagnostics = DiagnosticCollector()
        if !manifest.ui.contains(module.ui) {
            diagnostics.refuse(
                .unsupportedUI(
                    set: manifest.name, ui: module.ui.rawValue,
                    supported: manifest.ui.map(\.rawValue)),
                at: module.locations.ui ?? spec)
        }
        if !manifest.tests.contains(module.tests) {
            diagnostics.refuse(
                .unsupportedTests(
                    set: manifest.name, tests: module.tests.rawValue,
                    supported: manifest.tests.map(\.rawValue)),
                at: module.locations.tests ?? spec)
        }
        try diagnostics.throwIfErrors()

        let context = TemplateContext(
            try RenderContext.make(
                for: module,
                memberNames: Set(
                    manifest.reservedMembers + manifest.reservedParameters + manifest.reservedLocals
                )
            )
        )
        SpecRule.checkTemplateNames(
            module, names: templateNames(context: context), diagnostics: &diagnostics)
        for use in paramUses where module.params[use.key] == nil {
            diagnostics.refuse(.unsetParam(key: use.key), at: use.location)
        }
        try diagnostics.throwIfErrors()
        let header = try headerRenderer(for: module, context: context)
        // Whether the module gets each file (or why that cannot be told), decided once for
        // compiling the chosen templates up front and for rendering them.
        let chosen = manifest.files.map { file -> Result<Bool, any Error> in
            if generatedOnly, file.owner != .generator { return .success(false) }
            if skipped.contains(file.template) { return .success(false) }
            if file.kind == .test, module.tests == .none { return .success(false) }
            guard let condition = file.condition else { return .success(true) }
            return Result { try holds(condition, context: context) }
        }
        compiler.precompile(
            zip(manifest.files, chosen).compactMap { file, isChosen in
                (try? isChosen.get()) == true ? file.template : nil
            })
        var files: [RenderedFile] = []
        // Keyed without case: on a case-insensitive file system (macOS's default) paths that
        // differ only in case are one file.
        var seenPaths: [String: (template: String, path: String)] = [:]
        // Names too long for one file are too long for the others: one report says so.
        var reportedTooLong = false
        // What the module's files hold so far: each template may write 16 MiB, and a set may
        // have a thousand templates.
        var moduleBytes = 0
        for (file, isChosen) in zip(manifest.files, chosen) {
            do {
                guard try isChosen.get() else { continue }
                let rawPath = try renderString(file.output, context: context)
                let path: String
                do {
                    path = try OutputPath.validated(rawPath, template: file.output)
                } catch {
                    throw TemplateFailure(error.message)
                }
                let key = "\(file.kind.rawValue):\(path.lowercased())"
                if let other = seenPaths[key] {
                    if other.path == path {
                        throw TemplateFailure(
                            "'\(file.template)' and '\(other.template)' both write '\(path)'")
                    }
                    let (location, rename) = caseClash(path, other.path, module: module)
                    throw TemplateFailure(
                        SpecRule.templatePathsDifferInCase(
                            template: file.template, path: path, otherTemplate: other.template,
                            otherPath: other.path, rename: rename
                        ).message,
                        at: location
                    )
                }
                seenPaths[key] = (file.template, path)
                var body = try renderTemplate(named: file.template, context: context)
                if tidiesLayout { body = SwiftLayout.normalize(body) }
                if tidiesLayout, path.hasSuffix(".swift") {
                    // A line of the built-in templates' output that cannot be broken refuses
                    // the spec: breaking stops there, and the module's other files are not
                    // broken at all (each of 200 use cases made minutes of breaking lines
                    // that would never be written).
                    let checked = templateSet.isBuiltinUnchanged
                    if checked, reportedTooLong { continue }
                    let laidOut = LineWrapping.layout(body, stoppingAtUnbreakable: checked)
                    layoutWork += laidOut.work
                    layoutBytes += body.utf8.count
                    if let long = laidOut.unbreakable {
                        reportedTooLong = true
                        throw tooLong(long, in: path, module: module)
                    }
                    body = laidOut.text
                }
                if let header {
                    let fileName = String(path.split(separator: "/").last ?? "")
                    body = try header(context.setting("file", to: fileName)) + body
                }
                let contents = try finish(
                    body, owner: file.owner, template: file.template,
                    specFile: context.dictionary["specFile"] as? String ?? "")
                if tidiesLayout, templateSet.isBuiltinUnchanged, path.hasSuffix(".swift"),
                    let long = LineWrapping.firstLineTooLong(in: contents)
                {
                    if reportedTooLong { continue }
                    reportedTooLong = true
                    throw tooLong(long, in: path, module: module)
                }
                moduleBytes += contents.utf8.count
                if moduleBytes > RenderBudget.maximumModuleBytes {
                    diagnostics.error(
                        "the templates write more than \(RenderBudget.maximumModuleBytes >> 20) MiB for module '\(module.name)', more than one module's files should hold; write less in each, or have fewer templates",
                        at: module.locations.module
                    )
                    return ([], diagnostics.diagnostics)
                }
                files.append(
                    RenderedFile(path: path, kind: file.kind, owner: file.owner, contents: contents)
                )
            } catch let failure as TemplateFailure {
                diagnostics.error(failure.message, at: failure.location ?? file.location)
            } catch {
                diagnostics.append(templateDiagnostic(error, fallback: file))
            }
        }
        return (files, diagnostics.diagnostics)
    }

    /// The config's header template as a function of a file's context: `//` lines and a blank
    /// line. A header that does not render is reported once, at its place in the config.
    private func headerRenderer(
        for module: ResolvedModule,
        context: TemplateContext
    ) throws(DiagnosticsError) -> ((TemplateContext) throws -> String)? {
        guard let header = module.header, !header.value.isEmpty else { return nil }
        let render = { (context: TemplateContext) throws -> String in
            // Every line break ends a comment line, and nothing else in a line can end it.
            var lines = CommentText.lines(try self.renderString(header.value, context: context)).map
            {
                String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            while lines.first?.isEmpty == true { lines.removeFirst() }
            guard !lines.isEmpty else { return "" }
            return lines.map { $0.isEmpty ? "//" : "// \($0)" }.joined(separator: "\n") + "\n\n"
        }
        do {
            _ = try render(context.setting("file", to: "\(module.name).swift"))
        } catch {
            let fault = compiler.fault(of: error)
            throw DiagnosticsError([
                .error(
                    "invalid 'header' template: \(fault?.reason ?? "\(error)")",
                    at: place(of: fault, in: header))
            ])
        }
        return render
    }

    /// Where the tag at fault in the header stands in the config: where the compiler placed
    /// it, else (whitespace control, which Stencil's lexer reads) where Stencil did; a tag of
    /// an included template is reported where the header starts.
    private func place(of fault: TemplateCompiler.Fault?, in header: Located<String>)
        -> SourceLocation?
    {
        switch fault?.place {
        case .snippet(let line, let column): header.location(line: line, column: column)
        case .template, nil: header.location
        }
    }

    /// A line the built-in templates' output cannot keep within swift-format's limit: long
    /// names (and types) make it. It is reported at the use case or route it is about, else at
    /// the module, saying which names to shorten.
    private func tooLong(_ line: String, in path: String, module: ResolvedModule) -> TemplateFailure
    {
        let functions =
            zip(module.useCases, module.locations.useCases).map { ($0.name, $1, "use case") }
            + zip(module.routes, module.locations.routes).map { ($0.name, $1, "route") }
        // A use case's result is kept under its name less the verb (`loadCars` keeps `cars`).
        let named = functions.filter { name, _, _ in
            let noun = SwiftNames.lowerFirst(String(name.drop { $0.isLowercase }))
            return line.contains(name) || line.contains(SwiftNames.upperFirst(name))
                || (noun.count >= 8 && line.contains(noun))
        }
        .max { $0.0.count < $1.0.count }
        return TemplateFailure(
            SpecRule.lineTooLong(
                line: line, path: path, module: line.contains(module.name) ? module.name : nil,
                function: named?.0, kind: named?.2
            ).message,
            at: named?.1 ?? module.locations.module
        )
    }

    /// Where two of a module's paths that differ only in case are reported, and which of the
    /// spec's names to change. A custom manifest is its author's to fix (its entry's location,
    /// no name); a built-in one's paths (also with some templates replaced) can clash only
    /// through the spec's names: the entity's or view model's, else the module's.
    private func caseClash(_ path: String, _ otherPath: String, module: ResolvedModule) -> (
        SourceLocation?, String?
    ) {
        guard templateSet.hasBuiltinManifest else { return (nil, nil) }
        for (name, location, what) in [
            (module.entityName, module.locations.entityName, "entity"),
            (module.viewModelName, module.locations.viewModelName, "view model"),
        ] where path.hasSuffix("/\(name).swift") || otherPath.hasSuffix("/\(name).swift") {
            return (location ?? module.locations.module, what)
        }
        return (module.locations.module, "module")
    }

    /// The types the set generates for a module of these names, as its manifest lists them:
    /// those named after the module (a fixed name is a type nested in each module's own).
    func generatedTypeNames(module: String, entity: String, viewModel: String) -> [String] {
        let context = TemplateContext([
            "module": module, "entity": ["name": entity], "viewModel": ["name": viewModel],
        ])
        return templateSet.manifest.reservedTypes.compactMap { template in
            template.contains("{{") ? try? renderString(template, context: context) : nil
        }
    }

    /// `templates` (the type names of an architecture role) rendered for a module of these
    /// names; one that does not render is left out.
    func typeNames(_ templates: [String], module: String, entity: String, viewModel: String)
        -> [String]
    {
        let context = TemplateContext([
            "module": module, "entity": ["name": entity], "viewModel": ["name": viewModel],
        ])
        return templates.compactMap { try? renderString($0, context: context) }
    }

    /// The names the set's generated code uses for `module`, as `context` renders the
    /// manifest's type names.
    private func templateNames(context: TemplateContext) -> TemplateNames {
        let manifest = templateSet.manifest
        var types: [String: String] = [:]
        for template in manifest.reservedTypes {
            guard let name = try? renderString(template, context: context) else { continue }
            types[name] = template
        }
        return TemplateNames(
            set: manifest.name,
            members: Set(manifest.reservedMembers),
            parameters: Set(manifest.reservedParameters),
            locals: Set(manifest.reservedLocals),
            suffixes: manifest.reservedSuffixes,
            enumCaseKinds: Set(manifest.enumCases.map { $0 == .useCases ? "use case" : "route" }),
            types: types
        )
    }

    /// Heads a file with its ownership line and checks the user-owned files stay unmarked.
    private func finish(_ body: String, owner: FileOwner, template: String, specFile: String) throws
        -> String
    {
        switch owner {
        case .generator:
            return GeneratedFileHeader.line(specFile: specFile)
                + "// change the spec and run `viper-gen generate`.\n\n" + body
        case .user:
            if body.containsBytes(of: GeneratedFileHeader.marker) {
                throw TemplateFailure(
                    "a user-owned file must not contain '\(GeneratedFileHeader.marker)': viper-gen writes that line at the top of generator-owned files only",
                    at: markerLocation(in: template)
                )
            }
            return body
        }
    }

    /// Where the template writes the generated-file marker: its line and column (counted
    /// in Characters, as template diagnostics are) when the template has it as text, else
    /// the template as a whole (it comes from a variable or an included template).
    private func markerLocation(in template: String) -> SourceLocation {
        let file = templateSet.displayPath(ofTemplate: template)
        let text = templateSet.templates[template] ?? ""
        guard let range = text.range(of: GeneratedFileHeader.marker) else {
            return SourceLocation(file: file, line: 0, column: 0)
        }
        let before = text[..<range.lowerBound]
        let lineStart =
            before.lastIndex { $0 == "\n" || $0 == "\r\n" }.map { text.index(after: $0) }
            ?? text.startIndex
        let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        return SourceLocation(
            file: file, line: line, column: text.distance(from: lineStart, to: range.lowerBound) + 1
        )
    }

    private func holds(_ condition: String, context: TemplateContext) throws -> Bool {
        try renderString(Self.conditionTemplate(condition), context: context) == "yes"
    }

    /// The snippet a manifest's `when:` condition is checked and decided as.
    private static func conditionTemplate(_ condition: String) -> String {
        "{% if \(condition) %}yes{% endif %}"
    }

    /// Where this set's user-owned files go for `module`, in any flavour: the files a module
    /// of this set may have been given, for telling which files of a module are left from a
    /// shape it had before. Paths that do not render are left out.
    public func userOwnedPaths(for module: ResolvedModule) -> [(kind: FileKind, path: String)] {
        let manifest = templateSet.manifest
        let reserved = Set(
            manifest.reservedMembers + manifest.reservedParameters + manifest.reservedLocals)
        guard let values = try? RenderContext.make(for: module, memberNames: reserved) else {
            return []
        }
        let context = TemplateContext(values)
        return manifest.files.filter { $0.owner == .user }.compactMap { file in
            guard let raw = try? renderString(file.output, context: context),
                let path = try? OutputPath.validated(raw, template: file.output)
            else { return nil }
            return (file.kind, path)
        }
    }

    private func renderString(_ template: String, context: TemplateContext) throws -> String {
        try compiler.render(snippet: template, context)
    }

    private func renderTemplate(named name: String, context: TemplateContext) throws -> String {
        try compiler.render(template: name, context)
    }

    /// The characters `LineWrapping` has gone through so far (`LineWrapping.Work`), and the
    /// bytes of the Swift files it laid out: the one is a small multiple of the other.
    private(set) var layoutWork = 0
    private(set) var layoutBytes = 0

    /// The most steps and bytes one template has taken to render so far (see `RenderBudget`).
    var heaviestRender: (steps: Int, bytes: Int, processedBytes: Int) { compiler.heaviestRender }

    /// The templates whose render has crossed a render limit so far.
    var templatesOverLimits: Set<String> { compiler.templatesOverLimits }

    private func templateDiagnostic(_ error: Error, fallback file: TemplateManifest.File)
        -> Diagnostic
    {
        if let fault = compiler.fault(of: error), let place = fault.place {
            switch place {
            case .snippet:
                // A snippet (the file's output path or condition) is written in the file's
                // entry in the manifest.
                return .error(fault.reason, at: file.location)
            case .template(let name, let line, let column):
                return .error(
                    fault.reason,
                    at: SourceLocation(
                        file: templateSet.displayPath(ofTemplate: name), line: line, column: column)
                )
            }
        }
        if TemplateCompiler.isMissingTemplate(error) {
            return .error("template not found: \(error)", at: file.location)
        }
        return .error("cannot render '\(file.template)': \(error)", at: file.location)
    }
}

/// A problem with a template set that is not a Stencil error.
struct TemplateFailure: Error {
    var message: String
    /// Where the problem is, when that is not the manifest's entry for the file.
    var location: SourceLocation?

    init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

extension String {
    /// Whether `needle`'s UTF-8 bytes appear in the string's, found byte by byte: neither
    /// bridged to `NSString` nor through unspecialized generic searching.
    func containsBytes(of needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    if UnsafeBufferPointer(rebasing: haystack[start..<(start + needle.count)])
                        .elementsEqual(needle)
                    {
                        return true
                    }
                }
                return false
            }
        }
    }
}
