import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

/// Every kind of bad spec gets its own exact `path:line:column: error: message`.
struct SpecDiagnosticsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // A mapping or a list on the lines below a property's key is structure, not a type
        // written in brackets: it was read as `[name: String]` and wrote code that did not compile.
        Case(
            name: "property type written as a block mapping",
            yaml:
                "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n    owner:\n      name: String\n",
            expected: [
                "spec.yml:7:7: error: property 'owner' must be a single value, not a mapping"
            ]
        ),
        Case(
            name: "property type written as a block list",
            yaml:
                "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n    tags:\n      - String\n",
            expected: ["spec.yml:7:7: error: property 'tags' must be a single value, not a list"]
        ),
        Case(
            name: "YAML syntax error",
            yaml:
                "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\n   make: String\n",
            expected: [
                "spec.yml:6:4: error: invalid YAML: did not find expected key; check the indentation of this line and quote values that contain ': '"
            ]
        ),
        Case(
            name: "tab indentation",
            yaml: "module: Cars\n\tentity:\n",
            expected: [
                "spec.yml:2:1: error: invalid YAML: found a tab character that violates indentation"
            ]
        ),
        Case(
            name: "unknown key with did-you-mean",
            yaml: "module: Cars\nentty:\n  name: Car\n",
            expected: [
                "spec.yml:2:1: error: unknown key 'entty' in the spec; did you mean 'entity'?"
            ]
        ),
        Case(
            name: "unknown nested key",
            yaml: "module: Cars\nentity:\n  nmae: Car\n",
            expected: ["spec.yml:3:3: error: unknown key 'nmae' in 'entity'; did you mean 'name'?"]
        ),
        Case(
            name: "duplicate top-level key",
            yaml: "module: Cars\nmodule: Bikes\n",
            expected: ["spec.yml:2:1: error: duplicate key 'module'; each key may appear only once"]
        ),
        Case(
            name: "empty spec",
            yaml: "",
            expected: ["spec.yml:1:1: error: spec is empty; it needs at least 'module: <Name>'"]
        ),
        Case(
            name: "missing module",
            yaml: "entity:\n  name: Car\n",
            expected: ["spec.yml:1:1: error: spec has no 'module' key; add 'module: <Name>'"]
        ),
        Case(
            name: "module as a list",
            yaml: "module: [Cars]\n",
            expected: ["spec.yml:1:9: error: 'module' must be a single value, not a list"]
        ),
        Case(
            name: "lowercase module name",
            yaml: "module: cars\n",
            expected: [
                "spec.yml:1:9: error: invalid module name 'cars': it starts with a lowercase letter; a type name starts with an uppercase ASCII letter (e.g. 'Cars')"
            ]
        ),
        Case(
            name: "path traversal in the module name",
            yaml: "module: ../Evil\n",
            expected: [
                "spec.yml:1:9: error: invalid module name '../Evil': it does not start with a letter; a type name starts with an uppercase ASCII letter (e.g. 'Evil')"
            ]
        ),
        Case(
            name: "reserved module name",
            yaml: "module: String\n",
            expected: [
                "spec.yml:1:9: error: 'String' is reserved: the spec's types and the generated code mean the standard 'String' by that name, and as the module name it would change what each of them means"
            ]
        ),
        Case(
            name: "a name with an underscore says what is wrong and what would do",
            yaml: "module: Car_List\n",
            expected: [
                "spec.yml:1:9: error: invalid module name 'Car_List': '_' is not allowed; a type name holds ASCII letters and digits only (e.g. 'CarList')"
            ]
        ),
        Case(
            name: "a name Swift gives a meaning of its own",
            yaml: "module: Cars\nentity:\n  name: Self\n",
            expected: [
                "spec.yml:3:9: error: 'Self' cannot be the entity name: Swift gives the name a meaning of its own"
            ]
        ),
        Case(
            name: "invalid entity name",
            yaml: "module: Cars\nentity:\n  name: 9Lives\n",
            expected: [
                "spec.yml:3:9: error: invalid entity name '9Lives': it does not start with a letter; a type name starts with an uppercase ASCII letter"
            ]
        ),
        Case(
            name: "keyword property name",
            yaml: "module: Cars\nentity:\n  properties:\n    self: Int\n",
            expected: ["spec.yml:4:5: error: 'self' cannot be used as property name"]
        ),
        Case(
            name: "non-ASCII property name",
            yaml: "module: Cars\nentity:\n  properties:\n    prénom: String\n",
            expected: [
                "spec.yml:4:5: error: invalid property name 'prénom': use ASCII letters, digits and '_', not starting with a digit"
            ]
        ),
        Case(
            name: "duplicate property",
            yaml: "module: Cars\nentity:\n  properties:\n    id: String\n    id: Int\n",
            expected: ["spec.yml:5:5: error: duplicate key 'id'; each key may appear only once"]
        ),
        Case(
            name: "malformed type",
            yaml: "module: Cars\nentity:\n  properties:\n    make: Strin g\n",
            expected: ["spec.yml:4:17: error: invalid type for property 'make': unexpected 'g'"]
        ),
        Case(
            name: "code injection in a type",
            yaml: "module: Cars\nentity:\n  properties:\n    id: \"String }\\nfunc evil() {\"\n",
            expected: [
                "spec.yml:4:17: error: invalid type for property 'id': unexpected '}': a signature or type cannot contain code"
            ]
        ),
        Case(
            name: "closure property that is not Sendable",
            yaml: "module: Cars\nentity:\n  properties:\n    onTap: () -> Void\n",
            expected: [
                "spec.yml:4:12: error: closure type '() -> Void' must be '@Sendable' to be stored in a Sendable value"
            ]
        ),
        Case(
            name: "view model name missing from the entity",
            yaml:
                "module: Cars\nentity:\n  properties:\n    make: String\n    model: String\nviewModel:\n  properties: [make, modle]\n",
            expected: [
                "spec.yml:7:22: error: view model property 'modle' is not a property of entity 'Car'; did you mean 'model'?"
            ]
        ),
        Case(
            name: "malformed signature",
            yaml: "module: Cars\nuseCases:\n  - getCars( -> [Car]\n",
            expected: [
                "spec.yml:3:14: error: invalid use case 'getCars( -> [Car]': expected a parameter name, found '->'"
            ]
        ),
        Case(
            name: "use case written as a mapping",
            yaml: "module: Cars\nuseCases:\n  - name: getCars\n    returns: [Car]\n",
            expected: [
                "spec.yml:3:5: error: use cases are Swift signatures like 'getCars() async throws -> [Car]', not mappings"
            ]
        ),
        Case(
            name: "route written as a mapping",
            yaml:
                "module: Cars\nroutes:\n  - showCarDetail(for viewModel: CarViewModel)\n  -   name: showCar\n      for: CarViewModel\n",
            expected: [
                "spec.yml:4:7: error: routes are Swift signatures like 'showCarDetail(for viewModel: CarViewModel)', not mappings"
            ]
        ),
        Case(
            // YAML cannot read the first signature as written (it holds two `: `); the
            // mapping is still seen for what it is.
            name: "use case written as a mapping after a signature YAML cannot read",
            yaml:
                "module: Cars\nuseCases:\n  - rename(_ car: Car, to name: String) async throws\n  - name: getCars\n    returns: [Car]\n  - getCars() async throws -> [Car]\n",
            expected: [
                "spec.yml:4:5: error: use cases are Swift signatures like 'getCars() async throws -> [Car]', not mappings"
            ]
        ),
        Case(
            name: "use cases written as a list in a list",
            yaml:
                "module: Cars\nuseCases:\n  - - getCars() async throws -> [Car]\n    - getCar(id: Int) async throws -> Car\n",
            expected: [
                "spec.yml:3:5: error: use cases are Swift signatures like 'getCars() async throws -> [Car]', not lists"
            ]
        ),
        Case(
            name: "signature written with func",
            yaml: "module: Cars\nuseCases:\n  - func getCars() async throws -> [Car]\n",
            expected: [
                "spec.yml:3:5: error: invalid use case 'func getCars() async throws -> [Car]': 'func' is not needed: write the signature without it"
            ]
        ),
        Case(
            name: "implicitly unwrapped optional",
            yaml: "module: Cars\nuseCases:\n  - load() async throws -> Car!\n",
            expected: [
                "spec.yml:3:31: error: invalid use case 'load() async throws -> Car!': implicitly unwrapped optionals ('!') are not allowed; use '?'"
            ]
        ),
        Case(
            name: "closure as a default value",
            yaml: "module: Cars\nuseCases:\n  - fetch(page: Int = { 1 }()) async\n",
            expected: [
                "spec.yml:3:23: error: invalid use case 'fetch(page: Int = { 1 }()) async': unexpected '{': a signature or type cannot contain code"
            ]
        ),
        Case(
            name: "duplicate use case name",
            yaml:
                "module: Cars\nuseCases:\n  - getCars() async throws -> [Car]\n  - getCars(page: Int) async throws -> [Car]\n",
            expected: [
                "spec.yml:4:5: error: duplicate name 'getCars': a use case already has it; every use case and route needs its own name"
            ]
        ),
        Case(
            name: "use case named like a generated member",
            yaml: "module: Cars\nuseCases:\n  - viewDidLoad()\n",
            expected: [
                "spec.yml:3:5: error: 'viewDidLoad' is used by the generated viper module; name the use case differently"
            ]
        ),
        Case(
            name: "use case named like the presenter's mapping helper",
            yaml: "module: Cars\nuseCases:\n  - makeViewModel(from car: Car) -> CarViewModel\n",
            expected: [
                "spec.yml:3:5: error: 'makeViewModel' is used by the generated viper module; name the use case differently"
            ]
        ),
        Case(
            name: "use case displayed like an error",
            yaml: "module: Cars\nuseCases:\n  - loadError() -> String\n",
            expected: [
                "spec.yml:3:5: error: use case 'loadError' would be displayed by 'displayError', which reports failures; rename it"
            ]
        ),
        Case(
            name: "async route",
            yaml: "module: Cars\nroutes:\n  - showCar() async\n",
            expected: [
                "spec.yml:3:5: error: route 'showCar' must not be async, throw or return a value: routes only navigate"
            ]
        ),
        Case(
            name: "variadic parameter",
            yaml:
                "module: Cars\nuseCases:\n  - tag(_ names: String..., on car: Car) async throws\nroutes:\n  - showTags(_ tags: String...)\n",
            expected: [
                "spec.yml:3:5: error: variadic parameter 'names' cannot be passed on from one layer to the next; take an array instead ('names: [String]') (use case 'tag')",
                "spec.yml:5:5: error: variadic parameter 'tags' cannot be passed on from one layer to the next; take an array instead ('tags: [String]') (route 'showTags')",
            ]
        ),
        Case(
            name: "closure parameter of a use case that is not Sendable",
            yaml:
                "module: Cars\nuseCases:\n  - watch(onChange: @escaping (Car) -> Void) async\nroutes:\n  - dismiss(completion: @escaping () -> Void)\n",
            expected: [
                "spec.yml:3:5: error: closure parameter 'onChange' of use case 'watch' must be '@Sendable': use cases run away from the screen's main actor"
            ]
        ),
        Case(
            name: "parameter that hides a member of the generated module",
            yaml: "module: Cars\nuseCases:\n  - rate(view: Int) async throws -> Int\n",
            expected: [
                "spec.yml:3:5: error: parameter 'view' of use case 'rate' would hide the generated viper module's own 'view'; name it differently"
            ]
        ),
        Case(
            name: "misspelt ui and tests values",
            yaml: "module: Cars\nui: uikitt\ntests: xunit\n",
            expected: [
                "spec.yml:2:5: error: 'uikitt' is not a valid 'ui'; did you mean 'uikit'?",
                "spec.yml:3:8: error: 'xunit' is not a valid 'tests'; expected one of: swift-testing, xctest, none",
            ]
        ),
        Case(
            name: "unknown architecture",
            yaml: "module: Cars\narchitecture: vipr\n",
            expected: ["spec.yml:2:15: error: unknown architecture 'vipr'; did you mean 'viper'?"]
        ),
        Case(
            name: "entity named like a generated type",
            yaml:
                "module: Cars\nentity:\n  name: CarsPresenter\nviewModel:\n  name: CarsRouterSpy\n",
            expected: [
                "spec.yml:3:9: error: the entity cannot be named 'CarsPresenter': the viper templates generate a type of that name",
                "spec.yml:5:9: error: the view model cannot be named 'CarsRouterSpy': the viper templates generate a type of that name",
            ]
        ),
        Case(
            name: "several problems at once",
            yaml: "module: cars\nentity:\n  name: car\nuseCases:\n  - load(\n",
            expected: [
                "spec.yml:1:9: error: invalid module name 'cars': it starts with a lowercase letter; a type name starts with an uppercase ASCII letter (e.g. 'Cars')",
                "spec.yml:3:9: error: invalid entity name 'car': it starts with a lowercase letter; a type name starts with an uppercase ASCII letter (e.g. 'Car')",
                "spec.yml:5:10: error: invalid use case 'load(': expected a parameter name, found the end",
            ]
        ),
        Case(
            name: "deep nesting",
            yaml: "module: Cars\nparams: " + String(repeating: "[", count: 100_000) + "\n",
            // The top-level mapping is the first level.
            expected: ["spec.yml:2:72: error: nesting is deeper than 64 levels"]
        ),
        Case(
            // A combining mark makes `[́` one Character; the parser reads a list holding the
            // scalar "́", then wants ',' or ']' where the next `[` stands.
            name: "deep nesting behind combining marks",
            yaml: "module: Cars # é\nparams: " + String(repeating: "[\u{301}", count: 100_000)
                + "\n",
            expected: ["spec.yml:2:11: error: invalid YAML: did not find expected ',' or ']'"]
        ),
        Case(
            name: "deep block nesting",
            yaml: "module: Cars\nparams:\n  x:\n    " + String(repeating: "- ", count: 100_000)
                + "x\n",
            expected: ["spec.yml:4:129: error: nesting is deeper than 64 levels"]
        ),
        Case(
            // An apostrophe in a plain scalar opens no quote.
            name: "deep nesting after an apostrophe",
            yaml: "module: Cars\nparams:\n  note: it's here\n  x: "
                + String(repeating: "[", count: 900) + "\n",
            expected: ["spec.yml:4:68: error: nesting is deeper than 64 levels"]
        ),
        Case(
            // Yams hashes every mapping key whole, so a key that is an alias bomb would take hours.
            name: "alias bomb as a mapping key",
            yaml: "module: Cars\nlists:\n"
                + (0..<9).map { level in
                    "  l\(level): &l\(level) ["
                        + Array(repeating: level == 0 ? "x" : "*l\(level - 1)", count: 10).joined(
                            separator: ", ") + "]\n"
                }.joined() + "params:\n  ? *l8\n  : 1\n",
            expected: ["spec.yml:6:47: error: aliases expand to more than 10000 values"]
        ),
        Case(
            name: "params with more values than the limit",
            yaml: "module: Cars\nparams:\n  x: ["
                + Array(repeating: "1", count: 10_001).joined(separator: ", ") + "]\n",
            expected: ["spec.yml:3:3: error: params hold more than 10000 values"]
        ),
        Case(
            name: "alias bomb",
            yaml: """
                module: Cars
                params:
                  a: &a [x, x, x, x, x, x, x, x, x, x]
                  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
                  f: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]

                """,
            expected: ["spec.yml:6:38: error: aliases expand to more than 10000 values"]
        ),
    ]

    /// Characters YAML does not allow are reported where they are, line and column counted
    /// as every other diagnostic counts them: Unicode scalars, lines as YAML ends them, and
    /// in the text as written, before signatures are quoted.
    static let placeCases: [Case] = [
        Case(
            name: "control character in a quoted use case",
            yaml: "module: Cars\nuseCases:\n  - load()\u{1}\n",
            expected: [
                "spec.yml:3:11: error: invalid YAML: control character U+0001 is not allowed; remove it, or write it as an escape in a double-quoted string"
            ]
        ),
        Case(
            name: "control character after a doubled quote",
            yaml: "module: Cars\nuseCases:\n  - say(_ text: String = \"it's\u{7}\")\n",
            expected: [
                "spec.yml:3:31: error: invalid YAML: control character U+0007 is not allowed; remove it, or write it as an escape in a double-quoted string"
            ]
        ),
        Case(
            name: "control character after letters beyond ASCII",
            yaml: "module: Cars\nparams:\n  note: \"caf\u{E9} \u{1F697} \u{1B}\"\n",
            expected: [
                "spec.yml:3:17: error: invalid YAML: control character U+001B is not allowed; remove it, or write it as an escape in a double-quoted string"
            ]
        ),
        Case(
            name: "control character in a CRLF file",
            yaml: "module: Cars\r\nparams:\r\n  x: 1\r\n  y: a\u{8}\r\n",
            expected: [
                "spec.yml:4:7: error: invalid YAML: control character U+0008 is not allowed; remove it, or write it as an escape in a double-quoted string"
            ]
        ),
        Case(
            name: "control character after a lone CR",
            yaml: "module: Cars\rparams:\r  x: \u{FFFE}\r",
            expected: [
                "spec.yml:3:6: error: invalid YAML: control character U+FFFE is not allowed; remove it, or write it as an escape in a double-quoted string"
            ]
        ),
        Case(
            name: "a file that is not a spec quotes none of its keys",
            yaml: "root:*:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n",
            expected: ["spec.yml:1:1: error: spec has no 'module' key; add 'module: <Name>'"]
        ),
        Case(
            name: "a file that is not a spec quotes none of its duplicate keys",
            yaml: "# secrets\ntoken: abc\ntoken: def\n",
            expected: ["spec.yml:2:1: error: spec has no 'module' key; add 'module: <Name>'"]
        ),
        Case(
            name: "a list is not a spec, whatever it holds",
            yaml: "- {password: a, password: b}\n",
            expected: [
                "spec.yml:1:1: error: the spec must be a mapping of keys to values, not a list"
            ]
        ),
        Case(
            name: "a misspelt module key",
            yaml: "modul: Cars\nentty: {}\n",
            expected: [
                "spec.yml:1:1: error: unknown key 'modul' in the spec; did you mean 'module'?"
            ]
        ),
    ]

    @Test(arguments: cases + placeCases)
    func reportsExactDiagnostics(_ testCase: Case) {
        #expect(Self.diagnostics(for: testCase.yaml) == testCase.expected)
    }

    /// A value with line breaks or other control characters, quoted in a message, cannot
    /// break the one-line `path:line:column: error:` form.
    @Test func diagnosticsStayOnOneLine() {
        let diagnostic = Diagnostic.error(
            "not 'App\nfunc evil() {}\r\t\u{7}\u{85}é'",
            at: SourceLocation(file: "c.yml", line: 2, column: 9))
        #expect(
            diagnostic.description
                == "c.yml:2:9: error: not 'App\\nfunc evil() {}\\r\\t\\u{7}\\u{85}é'")
        #expect(Diagnostic.error("plain é", at: nil).description == "error: plain é")
        // Generated string literals escape control characters the same way, and quotes and backslashes too.
        #expect(
            SwiftStringFilters.swiftStringLiteral("a\"b\\c\n\u{7}\u{85}é")
                == "\"a\\\"b\\\\c\\n\\u{7}\\u{85}é\"")
    }

    /// A name or path that holds a bidirectional control (or a line separator) cannot make
    /// the rest of a message show in another order: each is written as its escape.
    @Test func diagnosticsEscapeBidirectionalControls() {
        let controls =
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}"
        let diagnostic = Diagnostic.error(
            "invalid name 'a\(controls)b'",
            at: SourceLocation(file: "Specs/\u{202E}lmy.yml", line: 1, column: 9))
        #expect(
            diagnostic.description
                == "Specs/\\u{202e}lmy.yml:1:9: error: invalid name 'a\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}\\u{2066}\\u{2067}\\u{2068}\\u{2069}\\u{200e}\\u{200f}\\u{61c}\\u{2028}\\u{2029}b'"
        )
        #expect(
            Diagnostic.error("right-to-left text: \u{5E9}\u{5DC}\u{5D5}\u{5DD}", at: nil)
                .description == "error: right-to-left text: \u{5E9}\u{5DC}\u{5D5}\u{5DD}")
    }

    @Test func binaryFilesAreNotYAML() {
        #expect(
            Self.diagnostics(for: Data([0x6D, 0x6F, 0x00, 0x01])) == [
                "spec.yml:1:3: error: file is binary (it contains a NUL byte), not YAML text"
            ])
    }

    @Test func nonUTF8BytesAreReportedWhereTheyAre() {
        let data = Data("module: Cars\nentity: ".utf8) + Data([0xC3, 0x28])
        #expect(
            Self.diagnostics(for: data) == ["spec.yml:2:9: error: file is not valid UTF-8 text"])
    }

    /// The limit is on the file as written: quoting the signatures YAML cannot read as
    /// written may make the text YAML reads longer.
    @Test func aSpecJustUnderTheLimitIsReadWhateverQuotingAdds() throws {
        // Many short defaults, not one long one: a 1,000-character literal would make a line
        // generated code cannot break within 100 columns. Two parameters: YAML cannot read
        // a signature holding two `: `, so each is quoted.
        let sayings = (0..<50).map {
            "  - say\($0)(_ text: String = \"" + String(repeating: "'", count: 20)
                + "\", times: Int)\n"
        }
        let head = "module: Cars\nuseCases:\n" + sayings.joined()
        let padding = YAMLLoader.maximumSize - 10 - head.utf8.count
        let yaml = head + String(repeating: "#", count: padding - 1) + "\n"
        #expect(yaml.utf8.count == YAMLLoader.maximumSize - 10)
        #expect(SignatureQuoting.readsPlainly(sayings[0].dropFirst(2).dropLast()) == false)
        #expect(SignatureQuoting.prepare(yaml).text.utf8.count > YAMLLoader.maximumSize)
        #expect(Self.diagnostics(for: yaml) == [])
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        #expect(spec.useCases?.first?.value.parameters.first?.defaultValue?.count == 22)
    }

    @Test func binaryAndNonUTF8BytesArePlacedInScalars() {
        #expect(
            Self.diagnostics(for: Data("module: \u{E9}\u{E9}".utf8) + Data([0x00]))
                == ["spec.yml:1:11: error: file is binary (it contains a NUL byte), not YAML text"]
        )
        #expect(
            Self.diagnostics(
                for: Data("module: Cars\r\nentity: \u{1F697}".utf8) + Data([0xC3, 0x28]))
                == ["spec.yml:2:10: error: file is not valid UTF-8 text"]
        )
    }

    @Test func hugeFilesAreRefusedBeforeParsing() {
        let data = Data(repeating: UInt8(ascii: "#"), count: 10 << 20)
        #expect(
            Self.diagnostics(for: data) == [
                "spec.yml:1:1: error: file is 10485760 bytes; the limit is 1048576 bytes"
            ])
    }

    /// Files are refused before they are read when they are too large (a sparse 3 GiB file
    /// here) or not regular files (reading a FIFO nobody writes to would wait forever).
    @Test func specsAndConfigsAreCheckedBeforeTheyAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appending(path: "huge.yml")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let fifo = folder.appending(path: "fifo.yml")
        #expect(mkfifo(fifo.path, 0o600) == 0)

        func messages(_ body: () throws -> Void) -> [String] {
            do {
                try body()
                return []
            } catch {
                return (error as? DiagnosticsError)?.diagnostics.map(\.description) ?? ["\(error)"]
            }
        }
        #expect(
            messages { _ = try SpecParser.parse(fileAt: huge, displayPath: "huge.yml") }
                == ["huge.yml:1:1: error: file is 3221225472 bytes; the limit is 1048576 bytes"]
        )
        #expect(
            messages { _ = try SpecParser.parse(fileAt: fifo, displayPath: "fifo.yml") }
                == ["fifo.yml: error: cannot read spec: it is a FIFO, not a regular file"]
        )
        #expect(
            messages { _ = try ProjectConfig.load(fileAt: fifo, displayPath: ".viper-gen.yml") }
                == [".viper-gen.yml: error: cannot read config: it is a FIFO, not a regular file"]
        )
    }

    /// A file's stated size is no bound: procfs files state 0 bytes and some never end
    /// (`/proc/self/pagemap` reads on for gigabytes). The read stops past the limit.
    @Test func aFileThatStatesNoSizeIsReadOnlyUpToTheLimit() throws {
        let pagemap = "/proc/self/pagemap"
        var info = stat()
        guard stat(pagemap, &info) == 0 else { return }  // no procfs here (macOS)
        #expect(info.st_size == 0)
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-proc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appending(path: "Cars.yml")
        try FileManager.default.createSymbolicLink(atPath: spec.path, withDestinationPath: pagemap)
        var messages: [String] = []
        do {
            _ = try SpecParser.parse(fileAt: spec, displayPath: "Cars.yml")
        } catch {
            messages = error.diagnostics.map(\.description)
        }
        #expect(messages == ["Cars.yml:1:1: error: file is larger than 1048576 bytes, the limit"])
        #expect(BoundedFile.read(pagemap, limit: 10) == .failure(.tooLarge(stated: nil)))
        #expect(
            BoundedFile.read("/proc/self/stat", limit: 1 << 20).map { !$0.isEmpty }
                == .success(true))
    }

    @Test func quotedSignaturesPointInsideTheQuotes() {
        let yaml = "module: Cars\nuseCases:\n  - \"load(: Int)\"\n"
        #expect(
            Self.diagnostics(for: yaml) == [
                "spec.yml:3:11: error: invalid use case 'load(: Int)': expected a parameter name, found ':'"
            ])
    }

    static func diagnostics(for yaml: String) -> [String] {
        diagnostics(for: Data(yaml.utf8))
    }

    static func diagnostics(for data: Data) -> [String] {
        do {
            let spec = try SpecParser.parse(data, path: "spec.yml")
            var generator = Generator(
                options: GenerationOptions(),
                layout: OutputLayout(sources: ".", tests: "Tests"),
                workingDirectory: URL(fileURLWithPath: "/nonexistent"),
                force: false
            )
            try generator.lint(spec)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
