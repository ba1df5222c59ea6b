import Foundation
import Testing

@testable import Diagnostics
@testable import TemplateEngine
@testable import ViperGenKit

/// Strict variables, filters and syntax: what a set's templates may name, checked once
/// per set before anything renders, with exact places.
struct TemplateCheckTests {
    /// A one-file set whose template is `text`, named `T.stencil` in `Custom`.
    static func set(
        _ text: String, files extra: [String: String] = [:], output: String = "{{ module }}/T.swift"
    ) -> TemplateSet {
        var manifest = TemplateManifest(
            name: "custom", summary: "", ui: UIFlavor.allCases, tests: TestFramework.allCases,
            files: [])
        manifest.files = [
            TemplateManifest.File(
                template: "T.stencil",
                output: output,
                owner: .user,
                kind: .source,
                condition: nil,
                location: SourceLocation(file: "Custom/manifest.yml", line: 3, column: 5)
            )
        ]
        return TemplateSet(
            manifest: manifest, manifestText: "",
            templates: extra.merging(["T.stencil": text]) { $1 }, origin: "Custom")
    }

    static func problems(
        _ text: String, files: [String: String] = [:], output: String = "{{ module }}/T.swift"
    ) -> [String] {
        do {
            try Renderer(templateSet: set(text, files: files, output: output)).check()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A copy of a built-in set in a folder of the same name (as `templates export viper
    /// Templates/viper` makes) is the project's: its templates are checked, however alike
    /// the folder and the manifest are.
    @Test func anExportedCopyNamedLikeTheBuiltInSetIsChecked() throws {
        let root = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appending(path: "Templates/viper")
        for (path, text) in builtinTemplateFiles where path.hasPrefix("viper/") {
            let file = root.appending(path: "Templates/" + path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let edited = path == "viper/Router.swift.stencil" ? text + "{{ modul }}\n" : text
            try edited.write(to: file, atomically: true, encoding: .utf8)
        }
        let catalog = try TemplateCatalog(folders: [
            TemplateFolder.Reference(url: folder, displayPath: "Templates/viper")
        ])
        let set = try catalog.set(named: "viper", location: nil)
        #expect(set.origin == "Templates/viper")
        #expect(!set.isBuiltinUnchanged)
        var problems: [String] = []
        do {
            try Renderer(templateSet: set).check()
        } catch {
            problems = error.diagnostics.map(\.description)
        }
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix("Templates/viper/Router.swift.stencil:") == true,
            "\(problems)")
        #expect(
            problems.first?.contains("undefined variable 'modul'; did you mean 'module'?") == true,
            "\(problems)")
    }

    /// Whether a tag is past the tag limits is decided as the compiler decides it: a guard
    /// of 60 unspaced parentheses is one word to it, so the guard still counts.
    @Test func aTagWithinTheLimitsKeepsItsGuard() throws {
        let guarded =
            "{% if params.flag and " + String(repeating: "(", count: 60) + "module"
            + String(repeating: ")", count: 60)
            + " %}{{ params.flag }}{% endif %}"
        let beyond =
            "{% if params.flag and " + String(repeating: "module ", count: 100)
            + "%}{{ params.flag }}{% endif %}"
        for (template, uses) in [(guarded, 0), (beyond, 1)] {
            var check = TemplateVariableCheck(
                context: TemplateSamples.contextShape,
                templates: ["T.stencil": template],
                filters: SwiftStringFilters.names,
                displayPath: { $0 }
            )
            check.check(template: "T.stencil")
            #expect(check.paramUses.count == uses, "\(template.prefix(40))")
        }
    }

    @Test func theBuiltInSetsNameOnlyWhatExists() throws {
        for set in try TemplateCatalog.builtin.allSets() {
            #expect(set.isBuiltinUnchanged)
            #expect(throws: Never.self, "\(set.name)") {
                try Renderer(templateSet: set).check(header: nil, builtinsToo: true)
            }
        }
    }

    @Test func undefinedVariablesAreErrorsWithTheNearestName() {
        #expect(
            Self.problems("struct {{ modul }} {}\n/// {{ entity.nam }}\n")
                == [
                    "Custom/T.stencil:1:8: error: undefined variable 'modul'; did you mean 'module'?",
                    "Custom/T.stencil:2:5: error: undefined variable 'entity.nam': 'entity' has no 'nam'; did you mean 'entity.name'?",
                ]
        )
        #expect(
            Self.problems("{% if useCases.first.isAsnc %}x{% endif %}\n")
                == [
                    "Custom/T.stencil:1:1: error: undefined variable 'useCases.first.isAsnc': 'useCases.first' has no 'isAsnc'; did you mean 'useCases.first.isAsync'?"
                ]
        )
    }

    @Test func loopVariablesAndForloopExistOnlyInsideTheirLoop() {
        let template = """
            {% for useCase in useCases %}
            {{ useCase.name }}{% if not forloop.last %}, {% endif %}{% for parameter in useCase.parameters %}{{ parameter.label }}{% endfor %}
            {% endfor %}
            {{ useCase.name }}
            {% for property in entity.properties where property.isOptional %}{{ property.type }}{% endfor %}
            {% for key, value in params %}{{ key }}={{ value.anything }}{% endfor %}
            {% for index in 1...3 %}{{ index }}{% endfor %}
            {{ useCases.count }} {{ entity.properties.first.name }} {{ module.count }}

            """
        #expect(
            Self.problems(template) == [
                "Custom/T.stencil:4:1: error: undefined variable 'useCase'; did you mean 'useCases'?"
            ]
        )
    }

    /// Every use of a variable looks its name up through the loops around it: loop variables
    /// thousands of characters long would make each step of a render slow.
    @Test func aLoopVariableLongerThanALineIsRefused() {
        let long = "v" + String(repeating: "a", count: 100)
        let fine = String(long.dropLast())
        #expect(
            Self.problems("{% for \(fine) in useCases %}{{ \(fine).name }}{% endfor %}\n") == [])
        #expect(
            Self.problems("{% for \(long) in useCases %}{{ \(long).name }}{% endfor %}\n") == [
                "Custom/T.stencil:1:1: error: the loop variable '\(long.prefix(59))…' is 101 characters long; loop variables are at most 100"
            ]
        )
    }

    /// A template whose render crosses a limit is remembered, so that a caller rendering many
    /// modules can leave it out instead of paying for the same render again.
    @Test func aTemplateThatCrossesARenderLimitCanBeLeftOut() throws {
        let heavy =
            "{% for a in useCases %}{% for b in useCases %}{% for c in useCases %}{% for d in useCases %}{% for e in useCases %}{% for f in useCases %}{% for g in useCases %}{% for h in useCases %}{% for i in 0...100 %}x{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}{% endfor %}\n"
        let renderer = Renderer(templateSet: Self.set(heavy))
        let useCases = (0..<8).map { "  - load\($0)() async\n" }.joined()
        let spec = try SpecParser.parse(
            Data("module: Cars\nuseCases:\n\(useCases)".utf8), path: "Cars.yml")
        let module = try ModuleResolver.resolve(
            spec, options: GenerationOptions(target: "App"), viewModelSuffix: "ViewModel")
        let (files, problems) = try renderer.renderEachFile(module)
        #expect(files.isEmpty)
        #expect(problems.map(\.message).contains { $0.contains("takes more than 2000000 steps") })
        #expect(renderer.templatesOverLimits == ["T.stencil"])
        let (_, again) = try renderer.renderEachFile(module, skipping: renderer.templatesOverLimits)
        #expect(again.isEmpty)
    }

    @Test func includedTemplatesAreCheckedInTheScopeOfTheirInclude() {
        let problems = Self.problems(
            "{% for function in routes %}{% include \"_Part.stencil\" %}{% endfor %}\n{% include \"_Part.stencil\" %}\n",
            files: ["_Part.stencil": "\n  {{ function.rawName }} {{ function.nope }}\n"]
        )
        // Inside the loop only the missing member is wrong; outside it, `function` itself.
        #expect(
            problems == [
                "Custom/_Part.stencil:2:3: error: undefined variable 'function'",
                "Custom/_Part.stencil:2:26: error: undefined variable 'function.nope': 'function' has no 'nope'",
                "Custom/_Part.stencil:2:26: error: undefined variable 'function'",
            ]
        )
    }

    /// A check of `T.stencil` and the partials of `files`, with what it found and how many
    /// tags it read.
    static func check(_ text: String, files: [String: String]) -> (
        problems: [String], tagsRead: Int, rechecked: Int
    ) {
        var check = TemplateVariableCheck(
            context: TemplateSamples.contextShape,
            templates: files.merging(["T.stencil": text]) { $1 },
            filters: SwiftStringFilters.names,
            displayPath: { "Custom/\($0)" }
        )
        check.check(template: "T.stencil")
        return (check.diagnostics.sorted.map(\.description), check.tagsRead, check.recheckedTags)
    }

    /// The finding: each partial includes the next twice, so a check that followed every path
    /// would read 2^depth partials (40 deep: days; 14 here, seconds). Each partial is read once
    /// per variables it is included with, and its problem is reported once.
    @Test func includesThatFanOutAreCheckedOncePerPartial() {
        let depth = 14
        var files = ["p\(depth)": "{{ modul }}"]
        for level in 1..<depth {
            files["p\(level)"] = "{% include \"p\(level + 1)\" %}{% include \"p\(level + 1)\" %}"
        }
        let result = Self.check("{% include \"p1\" %}", files: files)
        #expect(
            result.problems == [
                "Custom/p\(depth):1:1: error: undefined variable 'modul'; did you mean 'module'?"
            ])
        #expect(result.tagsRead == 1 + 2 * (depth - 1) + 1)
        #expect(result.rechecked == 0)
    }

    /// A partial included in other variables is checked again in them, and a partial that
    /// includes itself, directly or not, is checked as far as it goes round.
    @Test func aPartialIsCheckedAgainInOtherVariablesAndRoundItsCycles() {
        let result = Self.check(
            "{% for a in useCases %}{% include \"_A\" %}{% endfor %}{% for a in routes %}{% include \"_A\" %}{% endfor %}{% include \"_A\" %}",
            files: [
                "_A": "{{ a.resultName }}{% include \"_B\" %}",
                "_B": "{{ nope }}{% include \"_A\" %}{% include \"_B\" %}",
            ]
        )
        // `a` is a use case, a route (which has no `resultName`), then nothing; `_B` in each.
        #expect(
            result.problems == [
                "Custom/_A:1:1: error: undefined variable 'a.resultName': 'a' has no 'resultName'",
                "Custom/_A:1:1: error: undefined variable 'a'",
                "Custom/_B:1:1: error: undefined variable 'nope'",
                "Custom/_B:1:1: error: undefined variable 'nope'",
                "Custom/_B:1:1: error: undefined variable 'nope'",
            ]
        )
    }

    /// Templates that extend each other in a circle would render for ever (an `extends` stands
    /// in no condition): an error at the tag that closes the circle, reported once, however the
    /// check reaches it. A circle through an include is left to the limit on include depth,
    /// as a condition may end it; a block's variables are there in a template it extends.
    @Test func extendsCyclesAreErrorsAtTheTagThatClosesThem() {
        #expect(
            Self.check("{% extends \"T.stencil\" %}", files: [:]).problems == [
                "Custom/T.stencil:1:1: error: 'T.stencil' extends itself"
            ]
        )
        #expect(
            Self.check(
                "// t\n{% extends \"a\" %}",
                files: ["a": "{% extends \"b\" %}", "b": "\n{% extends \"T.stencil\" %}"]
            ).problems == [
                "Custom/b:2:1: error: 'T.stencil' extends 'a', which extends 'b', which extends 'T.stencil': templates cannot extend each other in a circle"
            ]
        )
        #expect(
            Self.check(
                "{% include \"x\" %}{% for a in useCases %}{% include \"x\" %}{% endfor %}{% include \"y\" %}",
                files: ["x": "{% extends \"x\" %}", "y": "{% extends \"x\" %}"]
            ).problems == ["Custom/x:1:1: error: 'x' extends itself"]
        )
        #expect(
            Self.check(
                "{% extends \"base\" %}{% block b %}{{ block.super }}{% endblock %}",
                files: [
                    "base":
                        "{% block b %}{% if not module %}{% include \"T.stencil\" %}{% endif %}{% endblock %}"
                ]
            ).problems.isEmpty
        )
    }

    /// Partials included with other variables at every level (two loops that name their
    /// variable differently) make a new check at every level: those are bounded, and the
    /// check stops at the outermost include with a message that says what to change.
    @Test func partialsIncludedWithOtherVariablesAtEveryLevelStopAtALimit() {
        var files = ["p40": "{{ module }}"]
        for level in 1..<40 {
            files["p\(level)"] =
                "{% for a\(level) in useCases %}{% include \"p\(level + 1)\" %}{% endfor %}{% for b\(level) in useCases %}{% include \"p\(level + 1)\" %}{% endfor %}"
        }
        let result = Self.check("x\n{% include \"p1\" %}", files: files)
        #expect(
            result.problems == [
                "Custom/T.stencil:2:1: error: the templates this include leads to are included with more than \(TemplateVariableCheck.maximumRecheckedTags) tags' worth of different variables, each checked on its own; include them with the same variables (the same loop variable names and contexts), or through fewer levels"
            ]
        )
        // Each template read once, the rechecks, and the rest of the tags of the templates
        // being checked when the limit was reached.
        let tags = 1 + 39 * 6 + 1
        #expect(result.tagsRead <= tags + TemplateVariableCheck.maximumRecheckedTags + tags)
    }

    /// The built-in sets include each partial with the same variables wherever they include it.
    @Test func theBuiltInSetsCheckEachPartialOnce() throws {
        for set in try TemplateCatalog.builtin.allSets() {
            var check = TemplateVariableCheck(
                context: TemplateSamples.contextShape,
                templates: set.templates,
                filters: SwiftStringFilters.names,
                displayPath: { $0 }
            )
            for file in set.manifest.files { check.check(template: file.template) }
            #expect(check.diagnostics.diagnostics.isEmpty, "\(set.name)")
            print(
                "\(set.name): \(check.tagsRead) tags read, \(check.recheckedTags) read again in other variables"
            )
            #expect(
                check.recheckedTags < TemplateVariableCheck.maximumRecheckedTags / 100,
                "\(set.name)")
        }
    }

    @Test func unknownFiltersAndSyntaxErrorsAreLocated() {
        #expect(
            Self.problems("import Foundation\n\nlet x = \"{{ module|lowerFrist }}\"\n")
                == [
                    "Custom/T.stencil:3:10: error: unknown filter 'lowerFrist'; did you mean 'lowerFirst'?"
                ]
        )
        #expect(
            Self.problems("line\n{% if hasRoutes %}\nenum X {}\n") == [
                "Custom/T.stencil:2:1: error: `endif` was not found."
            ])
        // Stencil would name the first of two identical lines.
        #expect(
            Self.problems("x\n  {% if hasRoutes %}{% endif %}\ny\n  {% if hasRoutes %}\n")
                == ["Custom/T.stencil:4:3: error: `endif` was not found."]
        )
        #expect(
            Self.problems("x", output: "{{ module }}/{{ entiti.name }}.swift")
                == [
                    "Custom/manifest.yml:3:5: error: undefined variable 'entiti'; did you mean 'entity'?"
                ]
        )
    }

    /// Stencil finds a tag's line by searching for the line's text, so an error on the
    /// second of two identical lines would point at the first; the check counts lines.
    @Test func anErrorOnARepeatedLineNamesThatLine() {
        #expect(
            Self.problems("{{ module }}\n{{ module }}\n{{ modul }}\n{{ modul }}\n")
                == [
                    "Custom/T.stencil:3:1: error: undefined variable 'modul'; did you mean 'module'?",
                    "Custom/T.stencil:4:1: error: undefined variable 'modul'; did you mean 'module'?",
                ]
        )
    }

    /// `params` differ per module: printing one the module does not set is an error when
    /// that module renders; testing one, or giving it a default, is not.
    @Test func paramsMustBeSetWhereTheyArePrinted() throws {
        let set = Self.set(
            """
            {% if params.analytics %}{{ params.analytics }}{% endif %}
            {{ params.tracker|default:"none" }}
            {{ params.owner }}

            """
        )
        let renderer = Renderer(templateSet: set)
        try renderer.check()
        let spec = try SpecParser.parse(Data("module: Cars\n".utf8), path: "Cars.yml")
        let withOwner = try ModuleResolver.resolve(
            spec, options: GenerationOptions(params: ["owner": .string("Ana")]))
        // The unset `analytics` prints nothing; its line is left blank, and blank lines at
        // the start of a file are dropped.
        #expect(try renderer.render(withOwner).first?.contents == "none\nAna\n")

        let without = try ModuleResolver.resolve(spec, options: GenerationOptions())
        #expect(throws: DiagnosticsError.self) { try renderer.render(without) }
        do {
            _ = try renderer.render(without)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "Custom/T.stencil:3:1: error: the template prints 'params.owner', which is not set for this module; set it under 'params:' in the spec or the config, or with --param owner=…, or test it first ('{% if params.owner %}') or give it a default ('params.owner|default:…')"
                ]
            )
        }
    }

    @Test func lineMarkersTraceRenderedLinesToTheirTemplateLines() throws {
        var table: [Diagnostics.SourceLocation] = []
        let marked = LineMarkers.mark(
            "first {{ module }}\n{% if true %}\nsecond\n{% endif %}\n{{ module\n}} third\n",
            template: "T.stencil",
            table: &table
        )
        // Tag-only lines stay as they are, so line statements still fold them; a line that
        // starts inside a tag is not marked.
        #expect(marked.contains("\n{% if true %}\n"))
        #expect(table.map(\.line) == [1, 3, 5, 7])
        let traced = LineMarkers.strip(
            marked.replacingOccurrences(of: "{{ module }}", with: "Cars"), table: table)
        #expect(traced.text.hasPrefix("first Cars\n{% if true %}\nsecond\n"))
        #expect(
            traced.origins.prefix(3).map { (origin: Diagnostics.SourceLocation?) in origin?.line }
                == [1, 1, 3])
    }
}

/// The template reference (docs/templates.md) names every variable templates see, so custom
/// template authors can rely on it: a key added to the context must be documented.
struct TemplateReferenceTests {
    @Test func theTemplateReferenceDocumentsEveryVariable() throws {
        let page = try String(
            contentsOf: Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
                .appending(path: "docs/templates.md"),
            encoding: .utf8
        )
        guard let start = page.range(of: "\n## Variables\n"),
            let end = page.range(of: "\n## Filters\n")
        else {
            Issue.record("docs/templates.md has no Variables section")
            return
        }
        let reference = page[start.upperBound..<end.lowerBound]
        var missing: [String] = []
        func walk(_ shape: ContextShape, _ path: String) {
            switch shape {
            case .object(let members):
                for (key, member) in members {
                    if path != "params", !reference.contains("`\(key)`"),
                        !reference.contains(".\(key)`")
                    {
                        missing.append(path.isEmpty ? key : "\(path).\(key)")
                    }
                    walk(member, path.isEmpty ? key : "\(path).\(key)")
                }
            case .list(let element): walk(element, path + "[]")
            default: break
            }
        }
        walk(.object(TemplateSamples.contextShape), "")
        #expect(missing.sorted() == [], "docs/templates.md's Variables section does not name these")
    }
}
