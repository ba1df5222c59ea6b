import Foundation
import Testing

@testable import ViperGenKit

struct SwiftSignatureTests {
    @Test(arguments: [
        ("getCars() async throws -> [Car]", "getCars() async throws -> [Car]"),
        ("createCar(_ car: Car) async throws", "createCar(_ car: Car) async throws"),
        ("showCarDetail(for viewModel:CarViewModel)", "showCarDetail(for viewModel: CarViewModel)"),
        ("load( page : Int = 1 , size: Int = 0x1F )", "load(page: Int = 1, size: Int = 0x1F)"),
        ("find(query: String = \"a \\\"b\\\"\") -> Car?", "find(query: String = \"a \\\"b\\\"\") -> Car?"),
        ("sort(by order: Order = .ascending, limit: Int? = nil)", "sort(by order: Order = .ascending, limit: Int? = nil)"),
        ("make(at date: Date = Date(), url: URL? = URL(string: \"x\"))", "make(at date: Date = Date(), url: URL? = URL(string: \"x\"))"),
        ("tags(_ values: [String] = [\"a\", \"b\"], map: [String: Int] = [:])", "tags(_ values: [String] = [\"a\", \"b\"], map: [String: Int] = [:])"),
        ("run(_ work: @escaping @Sendable (Int) async throws -> Void)", "run(_ work: @escaping @Sendable (Int) async throws -> Void)"),
        ("pair() -> (min: Double, max: Double)", "pair() -> (min: Double, max: Double)"),
        ("result() async -> Result<[Car], any Error>", "result() async -> Result<[Car], any Error>"),
        ("nothing() -> Void", "nothing()"),
        ("empty() -> ()", "empty()"),
        ("`default`(in range: Int...) ", "default(in range: Int...)"),
        ("delta(by amount: Int = -1)", "delta(by amount: Int = -1)"),
    ])
    func signaturesPrintCanonically(_ input: String, _ canonical: String) throws {
        #expect(try SwiftSignatureParser.parseSignature(input).description == canonical)
    }

    @Test(arguments: [
        ("[String:[Int]]", "[String: [Int]]"),
        ("Foundation.Date?", "Foundation.Date?"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("any Error", "any Error"),
        ("(any P & Q)?", "(any P & Q)?"),
        ("some Collection", "some Collection"),
        ("Dictionary<String, Set<Int>>", "Dictionary<String, Set<Int>>"),
        ("(Int)", "Int"),
        ("(a: Int, String)", "(a: Int, String)"),
        ("@MainActor @Sendable () -> Void", "@MainActor @Sendable () -> Void"),
        ("Car.ID", "Car.ID"),
        ("Int.Type", "Int.Type"),
    ])
    func typesPrintCanonically(_ input: String, _ canonical: String) throws {
        #expect(try SwiftSignatureParser.parseType(input).description == canonical)
    }

    @Test func parametersKeepLabelsNamesAndDefaults() throws {
        let signature = try SwiftSignatureParser.parseSignature("move(from source: Int, _ destination: Int, animated: Bool = true)")
        #expect(signature.parameters.map(\.label) == ["from", nil, "animated"])
        #expect(signature.parameters.map(\.name) == ["source", "destination", "animated"])
        #expect(signature.parameters.map(\.defaultValue) == [nil, nil, "true"])
        #expect(signature.returnType == nil)
        #expect(!signature.isAsync && !signature.isThrows)
    }

    @Test(arguments: [
        ("getCars( async", "expected ':' after parameter name 'async', found the end", 14),
        ("func load()", "'func' is not needed: write the signature without it", 0),
        ("load() throws async", "write 'async throws', in that order", 14),
        ("load() rethrows", "'rethrows' is not supported; use 'throws'", 7),
        ("load() throws(MyError)", "typed throws are not supported; use 'throws'", 13),
        ("load<T>() -> T", "generic use cases are not supported", 4),
        ("init()", "'init' cannot be a use case or route; give it a function name", 0),
        ("load() -> Car!", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 13),
        ("load() -> String }\nfunc evil() {", "unexpected '}': a signature or type cannot contain code", 17),
        ("load(); import Foundation", "unexpected ';': a signature or type cannot contain code", 6),
        ("load() // comment", "comments are not allowed here", 7),
        ("load(name: String = \"\\(evil)\")", "string interpolation is not allowed in default values", 21),
        ("load(value: Int = 1 + 2)", "unexpected character '+'", 20),
        ("load(value: Int = #line)", "unexpected character '#'", 18),
        ("load(value: Int = (1))", "unsupported default value; use a literal, '.member', 'Type.member' or 'Type(…)'", 18),
        ("load() -> [String: Int", "expected ']' to close the dictionary type, found the end", 22),
        ("load() -> Result<Int", "unbalanced '<': expected '>', found the end", 20),
        ("load(x: var)", "'var' is a keyword, not a type", 8),
        ("load(var x: Int)", "'var' cannot be an argument label", 5),
        ("load() ->", "expected a type after '->'", 9),
        ("", "expected a signature like 'fetchItems() async throws -> [Item]'", 0),
        ("café() -> Int", "'é' is not ASCII; names must use ASCII letters, digits and '_'", 3),
    ])
    func malformedSignaturesSayWhatAndWhere(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    @Test func deepNestingIsRefusedWithoutRecursingForever() {
        let deep = String(repeating: "[", count: 500) + "Int" + String(repeating: "]", count: 500)
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: 32)) {
            try SwiftSignatureParser.parseType(deep)
        }
    }

    @Test func overlongInputIsRefused() {
        #expect(throws: SwiftSignatureError("too long (3000 characters; the limit is 2000)", at: 0)) {
            try SwiftSignatureParser.parseType(String(repeating: "A", count: 3_000))
        }
    }
}

struct NamingTests {
    @Test(arguments: [
        ("Cars", "Car"), ("Categories", "Category"), ("Settings", "Settings"), ("URLShortener", "URLShortener"),
        ("Step2Verification", "Step2Verification"), ("Boxes", "Box"), ("People", "Person"), ("Addresses", "Address"),
        ("Heroes", "Hero"), ("Status", "Status"), ("OrderItems", "OrderItem"),
    ])
    func singularOfModuleNames(_ plural: String, _ singular: String) {
        #expect(Inflector.singular(plural) == singular)
    }

    @Test(arguments: [("car", "cars"), ("category", "categories"), ("box", "boxes"), ("person", "people"), ("day", "days")])
    func plurals(_ singular: String, _ plural: String) {
        #expect(Inflector.plural(singular) == plural)
    }

    @Test func camelCaseWordsAndLowerFirst() {
        #expect(SwiftNames.words("URLShortener") == ["URL", "Shortener"])
        #expect(SwiftNames.lowerFirst("URLShortener") == "urlShortener")
        #expect(SwiftNames.lowerFirst("Cars") == "cars")
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("make") == "make")
    }

    @Test func didYouMeanCountsSwapsAsOneEdit() {
        #expect(didYouMean("nmae", in: ["name", "properties"]) == "name")
        #expect(didYouMean("useCase", in: SpecParser.keys) == "useCases")
        #expect(didYouMean("zzz", in: SpecParser.keys) == nil)
    }

    @Test func displayNamesDropTheVerb() {
        let useCases = try? ["getCars() -> [Car]", "searchRepo(query: String) -> [Repo]", "load() -> Int"].map {
            try SwiftSignatureParser.parseSignature($0)
        }
        #expect(UseCaseNaming.displayNouns(for: useCases ?? []) == ["Cars", "Repo", "LoadResult"])
    }
}

struct LayoutTests {
    @Test func blankLinesAreTidied() {
        let text = "\n\nstruct A {\n\n    let a: Int   \n\n\n    let b: Int\n\n}\n\n\n"
        #expect(SwiftLayout.normalize(text) == "struct A {\n    let a: Int\n\n    let b: Int\n}\n")
    }

    @Test func longLinesBreakOneArgumentPerLine() {
        let line = "    func make(" + (1...8).map { "argument\($0): Int" }.joined(separator: ", ") + ") -> Int {"
        #expect(
            LineWrapping.wrap(line) == "    func make(\n"
                + (1...8).map { "        argument\($0): Int" }.joined(separator: ",\n") + "\n    ) -> Int {"
        )
        #expect(LineWrapping.wrap("    let short = f(a, b)") == "    let short = f(a, b)")
    }

    @Test func tagOnlyTemplateLinesDisappear() {
        let folded = LineStatements.fold("a\n{% if x %}\n  b {% if y %}c{% endif %}\n{% endif %}\nd")
        #expect(folded.text == "a\n{% if x %}  b {% if y %}c{% endif %}\n{% endif %}d")
        #expect(folded.lineMap == [1, 2, 4])
    }

    @Test func unifiedDiffShowsTheChangedLines() {
        let diff = UnifiedDiff.make(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "old", newName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        #expect(UnifiedDiff.make(old: "x\n", new: "x\n", oldName: "o", newName: "n").isEmpty)
    }

    @Test func signatureQuotingKeepsColumns() {
        let prepared = SignatureQuoting.prepare("module: A\nuseCases:\n  - show(for car: Car) # c\nentity:\n  properties:\n    tags: [String]\n")
        #expect(prepared.text == "module: A\nuseCases:\n  - 'show(for car: Car)' # c\nentity:\n  properties:\n    tags: '[String]'\n")
        #expect(prepared.quotedLines == [3, 6])
    }
}

struct ManifestTests {
    @Test func builtInSetsParse() throws {
        let viper = try #require(try TemplateSet.builtin(named: "viper"))
        #expect(viper.manifest.files.count == 24)
        #expect(viper.manifest.ui == [.uikit, .none])
        #expect(TemplateSet.builtinNames == ["viper"])
    }

    @Test func manifestMistakesAreLocated() {
        let yaml = """
            name: mine
            files:
              - { template: A.stencil, output: A.swift, owner: generator }
              - { template: B.stencil, output: B.swift, owner: someone, kind: source }
              - { template: C.stencil, output: C.swift, ownr: user, kind: test }

            """
        #expect(throws: DiagnosticsError.self) { try TemplateManifest.parse(Data(yaml.utf8), path: "manifest.yml") }
        do {
            _ = try TemplateManifest.parse(Data(yaml.utf8), path: "manifest.yml")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "manifest.yml:3:5: error: file entry is missing 'kind'",
                    "manifest.yml:4:52: error: 'someone' is not a valid 'owner'; expected one of: generator, user",
                    "manifest.yml:5:5: error: file entry is missing 'owner'",
                    "manifest.yml:5:45: error: unknown key 'ownr' in a manifest file entry; did you mean 'owner'?",
                ]
            )
        }
    }
}
