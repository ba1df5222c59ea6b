import Foundation
import Testing

@testable import Diagnostics
@testable import TemplateEngine
@testable import ViperGenKit

struct SwiftSignatureTests {
    // MARK: Canonical printing

    @Test(arguments: [
        (
            "showCarDetail(for viewModel: CarViewModel)",
            "showCarDetail(for viewModel: CarViewModel)"
        ),
        ("getCars() async throws -> [Car]", "getCars() async throws -> [Car]"),
        ("  fetch ( page:Int=1 ,_ query :String )  ", "fetch(page: Int = 1, _ query: String)"),
        ("load(\tpage: Int)", "load(page: Int)"),
        ("createCar(_ car: Car) async throws", "createCar(_ car: Car) async throws"),
        ("nothing() -> Void", "nothing()"),
        ("empty() -> ()", "empty()"),
        ("qualified() -> Swift.Void", "qualified()"),
        (
            "observe(handler: @escaping @Sendable (Car) -> Void)",
            "observe(handler: @escaping @Sendable (Car) -> Void)"
        ),
        (
            "check(_ condition: @autoclosure () -> Bool)",
            "check(_ condition: @autoclosure () -> Bool)"
        ),
        (
            "run(_ work: @MainActor @Sendable () async throws -> Void)",
            "run(_ work: @MainActor @Sendable () async throws -> Void)"
        ),
        ("update(value: inout Int)", "update(value: inout Int)"),
        ("sum(_ values: Int...) -> Int", "sum(_ values: Int...) -> Int"),
        (
            "first(of values: Int..., where test: (Int) -> Bool)",
            "first(of values: Int..., where test: (Int) -> Bool)"
        ),
        (
            "log(_ items: Any..., separator: String = \" \")",
            "log(_ items: Any..., separator: String = \" \")"
        ),
        ("pair() -> (min: Double, max: Double)", "pair() -> (min: Double, max: Double)"),
        (
            "result() async -> Result<[Car], any Error>",
            "result() async -> Result<[Car], any Error>"
        ),
        (
            "cars(by key: KeyPath<Car, String>) -> some Collection<Car>",
            "cars(by key: KeyPath<Car, String>) -> some Collection<Car>"
        ),
        ("apply(_ transform: ((Int) -> Int)? = nil)", "apply(_ transform: ((Int) -> Int)? = nil)"),
        ("open(_ url: URL)", "open(_ url: URL)"),
        ("`repeat`() async", "`repeat`() async"),
    ])
    func signaturesPrintCanonically(_ input: String, _ canonical: String) throws {
        let signature = try SwiftSignatureParser.parseSignature(input)
        #expect(signature.description == canonical)
        #expect(try SwiftSignatureParser.parseSignature(canonical) == signature)
    }

    @Test(arguments: [
        ("delta(by amount: Int = -1)", "delta(by amount: Int = -1)"),
        (
            "limits(hex: Int = 0x1F, bits: Int = 0b1010, octal: Int = 0o17)",
            "limits(hex: Int = 0x1F, bits: Int = 0b1010, octal: Int = 0o17)"
        ),
        (
            "sizes(big: Int = 1_000_000, small: Double = 1.5e-3, low: Double = -2.5)",
            "sizes(big: Int = 1_000_000, small: Double = 1.5e-3, low: Double = -2.5)"
        ),
        (
            "flags(on: Bool = true, off: Bool = false, maybe: Bool? = nil)",
            "flags(on: Bool = true, off: Bool = false, maybe: Bool? = nil)"
        ),
        (
            "find(query: String = \"a \\\"b\\\" \\n\\t\\\\ \\u{1F600} é\")",
            "find(query: String = \"a \\\"b\\\" \\n\\t\\\\ \\u{1F600} é\")"
        ),
        ("sort(by order: Order = .ascending)", "sort(by order: Order = .ascending)"),
        (
            "style(_ style: Style = . custom( 1 , name : \"x\" ))",
            "style(_ style: Style = .custom(1, name: \"x\"))"
        ),
        ("make(_ value: Value = .init())", "make(_ value: Value = .init())"),
        (
            "make(at date: Date = Date(), url: URL? = URL( string : \"x\" ))",
            "make(at date: Date = Date(), url: URL? = URL(string: \"x\"))"
        ),
        (
            "kind(_ kind: Kind = Kind.Sub.value, other: Kind = Foo.Bar.make(1))",
            "kind(_ kind: Kind = Kind.Sub.value, other: Kind = Foo.Bar.make(1))"
        ),
        (
            "choose(_ value: Value = `Value`.`default`)",
            "choose(_ value: Value = `Value`.`default`)"
        ),
        (
            "tags(_ values: [String] = [ \"a\",\"b\", ], empty: [Int] = [ ])",
            "tags(_ values: [String] = [\"a\", \"b\"], empty: [Int] = [])"
        ),
        (
            "map(_ map: [String: Double] = [\"a\":1.5, \"b\": -2], empty: [String: Int] = [ : ])",
            "map(_ map: [String: Double] = [\"a\": 1.5, \"b\": -2], empty: [String: Int] = [:])"
        ),
        (
            "nest(_ values: [[Int]] = [[1], [], [2, 3]])",
            "nest(_ values: [[Int]] = [[1], [], [2, 3]])"
        ),
        ("escape(_ text: String = \"\\\"); evil(\")", "escape(_ text: String = \"\\\"); evil(\")"),
    ])
    func defaultValuesPrintCanonically(_ input: String, _ canonical: String) throws {
        let signature = try SwiftSignatureParser.parseSignature(input)
        #expect(signature.description == canonical)
        #expect(try SwiftSignatureParser.parseSignature(canonical) == signature)
    }

    /// Literals, constants, and values built by initializers and enum cases from those.
    @Test(arguments: [
        // Constants: members of a type or of the parameter's type, and what they hold.
        "sort(by order: Sort = Sort.ascending)",
        "at(locale: Locale = Locale.current, zone: TimeZone = .current)",
        "since(date: Date = .now, other: Date = Date.now)",
        "limit(count: Int = Int.max, size: CGSize = .zero, low: Double = -1.5e3)",
        "files(manager: FileManager = FileManager.default, low: Double = Double.infinity, flag: Bool = Flags.enabled)",
        "page(size: Int = defaultPageSize, kind: Kind = Kind.Sub.value, type: Any.Type = Int.self)",
        // Enum cases with associated values.
        "filter(by filter: Filter = .custom(\"x\"))",
        "filter(by filter: Filter = Filter.tag(\"a\"), range: Filter = .range(from: 1, to: 2))",
        "filter(_ filter: Filter = Filter.all(of: [.tag(\"a\"), Filter.tag(\"b\")], sort: .ascending))",
        // Initializers.
        "make(at date: Date = Date(), id: UUID = UUID())",
        "resize(to size: CGSize = CGSize(width: 1, height: 2))",
        "format(locale: Locale = Locale(identifier: \"en_US\"))",
        "open(url: URL = URL(string: \"https://example.com/a?b=c\")!)",
        "open(url: URL? = Foundation.URL(string: \"x\"), date: Date = Foundation.Date())",
        "make(_ value: Value = .init(), other: Value = .init(x: 1, y: [\"a\": .zero]))",
        "make(_ value: Value = Value.init(x: 1), nested: Outer.Inner = Outer.Inner(1))",
        "frame(_ rect: CGRect = CGRect(origin: .zero, size: CGSize(width: 1, height: 2)))",
        "make(_ value: Value = _Value(1), count: Int = Swift.Int.max, flag: Flag = Swift.Bool(true))",
        "dates(_ dates: [String: Date] = [\"a\": Date(), \"b\": .distantPast], ids: [UUID] = [UUID(), UUID()])",
        // A closure parameter may default to `nil`.
        "observe(handler: (@Sendable (Int) -> Void)? = nil, other: (@Sendable () -> Void)? = .none)",
    ])
    func defaultValuesThatBuildValuesAreAccepted(_ input: String) throws {
        let signature = try SwiftSignatureParser.parseSignature(input)
        #expect(signature.description == input)
    }

    @Test(arguments: [
        ("[String:Int]", "[String: Int]"),
        ("[ String : [Int] ]", "[String: [Int]]"),
        ("Foundation.Date?", "Foundation.Date?"),
        ("(Int) async throws -> Bool", "(Int) async throws -> Bool"),
        ("Result<Car, any Error>?", "Result<Car, any Error>?"),
        ("Swift.Result<[String: [Int]], any Error>", "Swift.Result<[String: [Int]], any Error>"),
        ("Dictionary<String,Array<Int>>", "Dictionary<String, Array<Int>>"),
        ("(id: Int, String)", "(id: Int, String)"),
        ("( Int , String )", "(Int, String)"),
        ("(a: Int, b: (c: String, d: Bool))", "(a: Int, b: (c: String, d: Bool))"),
        ("(`in`: Int, b: Int)", "(in: Int, b: Int)"),
        ("@Sendable (Car) -> Void", "@Sendable (Car) -> Void"),
        ("@MainActor @Sendable () -> Void", "@MainActor @Sendable () -> Void"),
        ("(_ x: Int, _: String) -> Void", "(Int, String) -> Void"),
        ("(Int) -> (String) -> Bool", "(Int) -> (String) -> Bool"),
        ("[(Int) -> Void]", "[(Int) -> Void]"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("(@Sendable () -> Void)?", "(@Sendable () -> Void)?"),
        ("(any P)?", "(any P)?"),
        ("(any P & Q)?", "(any P & Q)?"),
        ("(P & Q)?", "(P & Q)?"),
        ("any P & Q", "any P & Q"),
        ("any (P & Q)", "any P & Q"),
        ("P & Sendable", "P & Sendable"),
        ("() -> any P & Q", "() -> any P & Q"),
        ("some Collection<Int>", "some Collection<Int>"),
        ("Car.ID", "Car.ID"),
        ("Int.Type", "Int.Type"),
        ("any P.Type", "any P.Type"),
        ("P.Protocol", "P.Protocol"),
        ("Any.Type", "Any.Type"),
        ("Self.ID", "Self.ID"),
        ("(Int)", "Int"),
        ("((Int))", "Int"),
        ("Int??", "Int??"),
        ("`Foo`", "Foo"),
        ("()", "()"),
        ("Void", "Void"),
        ("Any", "Any"),
        ("Never", "Never"),
    ])
    func typesPrintCanonically(_ input: String, _ canonical: String) throws {
        let type = try SwiftSignatureParser.parseType(input)
        #expect(type.description == canonical)
        #expect(try SwiftSignatureParser.parseType(canonical) == type)
    }

    // MARK: Structure

    @Test func typesKeepTheirStructure() throws {
        let int = TypeExpr.named("Int", generics: [])
        let p = TypeExpr.named("P", generics: [])
        let q = TypeExpr.named("Q", generics: [])
        #expect(
            try SwiftSignatureParser.parseType("Swift.Result<Car, any Error>")
                == .named(
                    "Swift.Result",
                    generics: [
                        .named("Car", generics: []), .existential(.named("Error", generics: [])),
                    ])
        )
        #expect(
            try SwiftSignatureParser.parseType("[String: [Int]?]")
                == .dictionary(key: .named("String", generics: []), value: .optional(.array(int)))
        )
        #expect(
            try SwiftSignatureParser.parseType("(id: Int, Int)")
                == .tuple([
                    TupleElement(label: "id", type: int), TupleElement(label: nil, type: int),
                ])
        )
        let function = FunctionType(
            attributes: ["@Sendable"],
            parameters: [int],
            isAsync: true,
            isThrows: true,
            returnType: .named("Bool", generics: [])
        )
        #expect(
            try SwiftSignatureParser.parseType("@Sendable (Int) async throws -> Bool")
                == .function(function))
        #expect(
            try SwiftSignatureParser.parseType("any P & Q") == .existential(.composition([p, q])))
        #expect(try SwiftSignatureParser.parseType("some P") == .opaque(p))
        #expect(try SwiftSignatureParser.parseType("()") == .tuple([]))
        #expect(
            try SwiftSignatureParser.parseType("Foundation.Date.Type")
                == .named("Foundation.Date.Type", generics: []))
    }

    @Test func parametersKeepLabelsNamesAndFlags() throws {
        let signature = try SwiftSignatureParser.parseSignature(
            "move(from source: Int, _ destination: inout Int, animated: Bool = true, _ rest: Int...) async throws -> Car"
        )
        #expect(signature.name == "move")
        #expect(signature.parameters.map(\.label) == ["from", nil, "animated", nil])
        #expect(signature.parameters.map(\.name) == ["source", "destination", "animated", "rest"])
        #expect(signature.parameters.map(\.isInout) == [false, true, false, false])
        #expect(signature.parameters.map(\.isVariadic) == [false, false, false, true])
        #expect(signature.parameters.map(\.defaultValue) == [nil, nil, "true", nil])
        #expect(
            signature.parameters.map(\.type) == Array(
                repeating: .named("Int", generics: []), count: 2)
                + [.named("Bool", generics: []), .named("Int", generics: [])])
        #expect(signature.isAsync && signature.isThrows)
        #expect(signature.returnType == .named("Car", generics: []))
    }

    @Test(arguments: [
        "load()", "load() -> Void", "load() -> ()", "load() -> Swift.Void", "load() -> (Void)",
    ])
    func voidResultsAreDropped(_ input: String) throws {
        #expect(try SwiftSignatureParser.parseSignature(input).returnType == nil)
    }

    @Test func voidIsRecognised() throws {
        for text in ["Void", "()", "Swift.Void", "(Void)"] {
            #expect(try SwiftSignatureParser.parseType(text).isVoid, "\(text)")
        }
        for text in ["Never", "Void?", "[Void]", "Foo.Void", "(Void, Void)", "() -> Void"] {
            #expect(try !SwiftSignatureParser.parseType(text).isVoid, "\(text)")
        }
    }

    // MARK: Keywords

    @Test func keywordsAreStoredBareAndPrintedWhereSwiftAcceptsThem() throws {
        let labelled = try SwiftSignatureParser.parseSignature("run(in context: Context, for: Int)")
        #expect(labelled.parameters.map(\.label) == ["in", "for"])
        #expect(labelled.parameters.map(\.name) == ["context", "for"])
        #expect(labelled.description == "run(in context: Context, for: Int)")

        let named = try SwiftSignatureParser.parseSignature(
            "default(x default: Int, `inout`: Int, `var` value: Int)")
        #expect(named.name == "default")
        #expect(named.parameters.map(\.label) == ["x", "inout", "var"])
        #expect(named.parameters.map(\.name) == ["default", "inout", "value"])
        #expect(named.description == "`default`(x default: Int, `inout`: Int, `var` value: Int)")

        let backticked = try SwiftSignatureParser.parseSignature("`repeat`(`for` `in`: Int)")
        #expect(backticked.name == "repeat")
        #expect(backticked.parameters.first?.label == "for")
        #expect(backticked.parameters.first?.name == "in")
    }

    @Test(arguments: [
        ("f(inout: Int)", "'inout' cannot be an argument label", 2),
        ("f(var x: Int)", "'var' cannot be an argument label", 2),
        ("f(let: Int)", "'let' cannot be an argument label", 2),
        ("f(inout x: Int)", "'inout' belongs after the ':': write 'x: inout Type'", 2),
        ("f(x: class)", "'class' is a keyword, not a type", 5),
        ("f(x: `class`)", "'class' is a keyword, not a type", 5),
        ("f(x: var)", "'var' is a keyword, not a type", 5),
        ("f(x: any)", "expected a protocol name after 'any', found ')'", 8),
        ("f(x: async)", "'async' is a keyword, not a type", 5),
        ("f(x: `some`)", "'some' is a keyword, not a type", 5),
        ("f(x: Foo.Self)", "'Self' is a keyword, not a type", 9),
        ("f(x: `Self`)", "'Self' is a keyword, not a type", 5),
        ("f(x: Int.self)", "'self' is a keyword, not a type", 9),
        ("f(x: _)", "'_' is not a type", 5),
        ("init(id: Int)", "'init' cannot be a use case or route; give it a function name", 0),
        ("`init`()", "'init' cannot be a use case or route; give it a function name", 0),
        (
            "subscript(index: Int) -> Int",
            "'subscript' cannot be a use case or route; give it a function name", 0
        ),
        ("_()", "expected a function name, found '_'", 0),
    ])
    func keywordsAreRefusedWhereSwiftRefusesThem(_ input: String, _ message: String, _ offset: Int)
    {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    // MARK: Errors

    @Test(arguments: [
        ("", "expected a function name, found the end", 0),
        ("func getCars()", "'func' is not needed: write the signature without it", 0),
        (
            "public func getCars()",
            "'public' is not needed: write the signature without modifiers", 0
        ),
        ("static load()", "'static' is not needed: write the signature without modifiers", 0),
        ("@MainActor load()", "attributes are not supported on a signature", 0),
        (
            "==(lhs: Int, rhs: Int) -> Bool",
            "operators are not supported; give the function a name", 0
        ),
        ("+(value: Int)", "operators are not supported; give the function a name", 0),
        ("(x: Int)", "expected a function name, found '('", 0),
        ("load<T>() -> T", "generic use cases are not supported", 4),
        ("load() where T: P", "generic use cases are not supported", 7),
        ("getCars", "expected '(' after the function name, found the end", 7),
        ("getCars: [Car]", "expected '(' after the function name, found ':'", 7),
        ("load(", "expected a parameter name, found the end", 5),
        ("load(: Int)", "expected a parameter name, found ':'", 5),
        ("getCars( -> [Car]", "expected a parameter name, found '->'", 9),
        ("show(car)", "expected ':' after parameter name 'car', found ')'", 8),
        ("show(for car Car)", "expected ':' after parameter name 'car', found 'Car'", 13),
        ("show(car: )", "expected a type for parameter 'car', found ')'", 10),
        ("show(car: Car", "expected ',' or ')' after parameter 'car', found the end", 13),
        ("show(car: Car,)", "expected a parameter name, found ')'", 14),
        ("show(car: Car Model)", "expected ',' or ')' after parameter 'car', found 'Model'", 14),
        ("load() -> ", "expected a type after '->', found the end", 10),
        ("load() -> Car!", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 13),
        (
            "load() async throws -> Car!",
            "implicitly unwrapped optionals ('!') are not allowed; use '?'", 26
        ),
        ("load() throws async", "write 'async throws', not 'throws async'", 14),
        ("load() async async", "'async' is written twice", 13),
        ("load() throws throws", "'throws' is written twice", 14),
        ("load() rethrows", "'rethrows' is not supported; use 'throws'", 7),
        ("load() throws(LoadError)", "use 'throws', typed throws are not supported", 13),
        ("load() -> Int async", "'async' must come before '->'", 14),
        ("load() -> Int Int", "unexpected 'Int'", 14),
        ("load())", "unbalanced ')'", 6),
        ("load() = 1", "default values are only allowed on parameters", 7),
        ("f(a: Int, a: String)", "duplicate parameter name 'a'", 10),
        ("f(_: Int)", "'_' cannot be a parameter name; give the parameter a name", 2),
        ("f(a _: Int)", "'_' cannot be a parameter name; give the parameter a name", 4),
        ("f(x: inout Int = 1)", "'inout' parameters cannot have a default value", 15),
        ("f(x: inout Int...)", "'inout' parameters cannot be variadic", 14),
        ("f(x: Int... = [])", "variadic parameters cannot have a default value", 12),
        (
            "f(_ a: Int..., _ b: Int)",
            "a parameter following a variadic parameter requires a label", 15
        ),
        (
            "f(a: (Int) -> Void...)",
            "variadic parameters of function, 'any', 'some' or '&' types are not supported", 18
        ),
        (
            "f(x: @escaping ((Int) -> Void)?)",
            "optional closures already escape; remove '@escaping'", 5
        ),
        ("f(x: @escaping Int)", "'@escaping' only applies to function types", 5),
        (
            "f(x: @autoclosure (Int) -> Bool)",
            "'@autoclosure' needs a function type without parameters, like '() -> Bool'", 5
        ),
        (
            "f(x: [@escaping () -> Void])",
            "'@escaping' is only allowed on a parameter's function type", 6
        ),
        (
            "f(x: () -> @escaping () -> Void)",
            "'@escaping' is only allowed on a parameter's function type", 11
        ),
        ("f(x: @Sendable(Int) -> Void)", "attribute arguments are not supported", 14),
        ("café() -> Int", "'é' is not ASCII; names must use ASCII letters, digits and '_'", 3),
        (
            "load(_ name: Strïng)",
            "'ï' is not ASCII; names must use ASCII letters, digits and '_'", 16
        ),
        ("load() // comment", "comments are not allowed", 7),
        ("load() /* comment */", "comments are not allowed", 7),
    ])
    func malformedSignaturesSayWhatAndWhere(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    @Test(arguments: [
        (
            "load(name: String = \"\\(evil)\")",
            "string interpolation is not allowed in default values", 21
        ),
        ("load(value: Int = 1.)", "expected a member name after '.', found ')'", 20),
        ("load(value: Int = .)", "expected a member name after '.', found ')'", 19),
        ("load(value: Int = Foo.bar.)", "expected a member name after '.', found ')'", 26),
        (
            "load(values: [Int] = [1, \"a\": 2])",
            "default value of 'values' mixes array elements and 'key: value' entries", 25
        ),
        (
            "load(values: [String: Int] = [\"a\": 1, 2])",
            "default value of 'values' mixes array elements and 'key: value' entries", 38
        ),
        ("load(values: [Int] = [1, 2)", "expected ']' to close '[', found ')'", 26),
        ("load(value: Foo = Foo(1]", "expected ')' to close '(', found ']'", 23),
        ("load(value: Foo = Foo(,)", "expected a value, found ','", 22),
        ("load(values: [Int] = [1, , 2])", "expected a value, found ','", 25),
        (
            "load(action: Action = { })", "unexpected '{': a signature or type cannot contain code",
            22
        ),
        ("load(value: Int = )", "expected a default value after '=', found ')'", 18),
        ("load(value: Int =", "expected a default value after '=', found the end", 17),
        ("load(date: Date = Date(", "unbalanced '(': expected ')', found the end", 23),
        ("load(values: [Int] = [1,", "unbalanced '[': expected ']', found the end", 24),
        ("load(value: Int = 0x)", "expected hexadecimal digits after '0x'", 20),
        ("load(value: Int = 0b102)", "invalid character '2' in number literal", 22),
        ("load(value: Int = 12abc)", "invalid character 'a' in number literal", 20),
        ("load(name: String = \"abc)", "unterminated string literal", 20),
        ("load(name: String = \"\\q\")", "invalid escape sequence '\\q' in string literal", 21),
        ("load(name: String = \"\\u{110000}\")", "invalid unicode escape; write '\\u{XXXX}'", 21),
        ("load(name: String = \"\"\"x\"\"\")", "multi-line string literals are not allowed", 20),
        (
            "load(name: String = \"a\u{202E}b\")",
            "U+202E is not allowed in a string literal; write '\\u{202E}'", 22
        ),
        (
            "load(name: String = \"a\tb\")",
            "U+0009 is not allowed in a string literal; write '\\u{9}'", 22
        ),
        (
            "log(at path: String = #filePath)",
            "default value of 'path' uses '#filePath', \(Self.magicLiteralProblem)", 22
        ),
        (
            "log(at path: String = #file)",
            "default value of 'path' uses '#file', \(Self.magicLiteralProblem)", 22
        ),
        (
            "log(at path: String = #fileID)",
            "default value of 'path' uses '#fileID', \(Self.magicLiteralProblem)", 22
        ),
        (
            "log(line: Int = #line, column: Int = 1)",
            "default value of 'line' uses '#line', \(Self.magicLiteralProblem)", 16
        ),
        (
            "log(column: Int = #column)",
            "default value of 'column' uses '#column', \(Self.magicLiteralProblem)", 18
        ),
        (
            "log(name: String = #function)",
            "default value of 'name' uses '#function', \(Self.magicLiteralProblem)", 19
        ),
        (
            "log(handle: UnsafeRawPointer = #dsohandle)",
            "default value of 'handle' uses '#dsohandle', \(Self.magicLiteralProblem)", 31
        ),
        (
            "load(value: Foo = Foo(line: #line))",
            "default value of 'value' uses '#line', \(Self.magicLiteralProblem)", 28
        ),
        (
            "observe(handler: @escaping @Sendable () -> Void = Handlers.ignore)",
            "default value of 'handler': a closure parameter can only default to 'nil', so it must be optional: "
                + "'(@Sendable () -> Void)? = nil'",
            50
        ),
        (
            "observe(handler: @escaping (Int) -> Void = nil)",
            "default value of 'handler': a closure parameter can only default to 'nil', so it must be optional: "
                + "'((Int) -> Void)? = nil'",
            43
        ),
        (
            "observe(handler: (@Sendable (Int) -> Void)? = Handlers.log)",
            "default value of 'handler' would be a function; a closure parameter can only default to 'nil'",
            46
        ),
    ])
    func malformedDefaultValuesSayWhatAndWhere(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    /// Values that run code, or that are not values, each with the problem its message names.
    @Test(arguments: [
        // Free functions.
        ("load(value: Int = exit(0))", "calls 'exit'", 18),
        ("load(value: Int = abort())", "calls 'abort'", 18),
        ("load(value: Never = fatalError())", "calls 'fatalError'", 20),
        ("load(value: Int = print(\"x\"))", "calls 'print'", 18),
        ("load(value: Int = max(1, 2))", "calls 'max'", 18),
        ("load(value: Int = `exit`(0))", "calls '`exit`'", 18),
        // Functions of a module, which read like static members.
        ("load(value: Int = Swift.print(\"x\"))", "calls 'Swift.print'", 18),
        ("load(value: Int = Foundation.exit(0))", "calls 'Foundation.exit'", 18),
        ("load(value: Int = Glibc.system(\"touch x\"))", "calls 'Glibc.system'", 18),
        // Methods of a value.
        (
            "fetchCars(tag: String = String(describing: FileManager.default.createFile(atPath: \"/tmp/x\", contents: nil))) async throws",
            "calls 'FileManager.default.createFile'",
            43
        ),
        ("load(value: Int = x.y.z())", "calls 'x.y.z'", 18),
        (
            "load(value: String = Locale.current.identifier.uppercased())",
            "calls 'Locale.current.identifier.uppercased'", 21
        ),
        ("load(value: Bool = Cache.shared.clear())", "calls 'Cache.shared.clear'", 19),
        // Members called without arguments: functions, as a case without values has no `()`.
        ("load(value: Int = Thread.exit())", "calls 'Thread.exit'", 18),
        ("load(value: Store = .reset())", "calls '.reset'", 20),
        // Refused inside allowed initializers, enum cases and collections: reported where they are.
        ("load(value: Foo = Foo(fatalError()))", "calls 'fatalError'", 22),
        ("load(value: Foo = .init(x: exit(0)))", "calls 'exit'", 27),
        ("load(value: Filter = Filter.tag(String(describing: abort())))", "calls 'abort'", 51),
        ("load(value: CGSize = CGSize(width: max(1, 2), height: 1))", "calls 'max'", 35),
        ("load(values: [Int] = [1, exit(0)])", "calls 'exit'", 25),
        ("load(values: [String: Int] = [\"a\": abort()])", "calls 'abort'", 35),
        ("load(value: Foo = Foo(bar: [Bar.make(x.run())]))", "calls 'x.run'", 37),
        // Effects and keywords.
        ("load(value: Foo = try Foo())", "uses 'try'", 18),
        ("load(value: Foo = Foo(try Bar()))", "uses 'try'", 22),
        ("load(value: Foo = await Foo())", "uses 'await'", 18),
        ("load(value: Int = self)", "uses 'self'", 18),
        ("load(value: Foo = Self.x)", "uses 'Self'", 18),
        ("load(value: Foo = super.x)", "uses 'super'", 18),
        ("load(value: Int = _)", "uses '_'", 18),
        ("load(value: Foo = `self`)", "uses '`self`'", 18),
        ("load(value: Foo = `Self`.make(1))", "uses '`Self`'", 18),
        ("load(value: Foo = Foo(`super`))", "uses '`super`'", 22),
        ("load(value: Int = if true { 1 } else { 2 })", "uses 'if'", 18),
        // Operators; only a number literal may be negative.
        ("load(value: Int = 1 + 2)", "uses the operator '+'", 20),
        ("load(value: Double = 60 * 60)", "uses the operator '*'", 24),
        ("load(value: Int = -x)", "uses the operator '-'", 18),
        ("load(value: Int = - 1)", "uses the operator '-'", 18),
        ("load(value: Double = -Double.infinity)", "uses the operator '-'", 21),
        ("load(value: Bool = !Flag.on)", "uses the operator '!'", 19),
        ("load(value: Int = Foo.x ?? 1)", "uses the operator '??'", 24),
        ("load(value: Bool = Foo.x == 1)", "uses the operator '=='", 25),
        ("load(value: Int = Foo.x?.y)", "uses the operator '?.'", 23),
        ("load(value: Foo = Foo.x!)", "uses the operator '!'", 23),
        ("load(value: URL = URL(string: \"x\") !)", "uses the operator '!'", 35),
        ("load(value: URL = URL(string: \"x\")!!)", "uses the operator '!'", 35),
        ("load(value: Range<Int> = 0..<5)", "uses the operator '..<'", 26),
        ("load(value: Foo = &x)", "uses the operator '&'", 18),
        // Casts, subscripts, key paths, members of built values, generic arguments, parentheses.
        ("load(value: Int = 1 as Int)", "uses 'as'", 20),
        ("load(value: Bool = Foo.x is Int)", "uses 'is'", 25),
        ("load(value: Int = Foo.values[0])", "uses a subscript", 28),
        ("load(value: Int = [1, 2][0])", "uses a subscript", 24),
        ("load(value: Int = \\Foo.bar)", "uses a key path", 18),
        (
            "load(value: Double = Date().timeIntervalSince1970)",
            "uses '.timeIntervalSince1970' of a value", 27
        ),
        (
            "load(value: Date = Date().addingTimeInterval(60))",
            "uses '.addingTimeInterval' of a value", 25
        ),
        ("load(value: Int = \"abc\".count)", "uses '.count' of a value", 23),
        // Members of a constant: a member chain asks a value for another.
        ("load(value: String = Locale.current.identifier)", "uses '.identifier' of a value", 35),
        (
            "load(value: URL = FileManager.default.temporaryDirectory)",
            "uses '.temporaryDirectory' of a value", 37
        ),
        (
            "load(value: String = Foundation.Locale.current.identifier)",
            "uses '.identifier' of a value", 46
        ),
        ("load(value: String = .current.identifier)", "uses '.identifier' of a value", 29),
        ("load(value: Int = x.y)", "uses '.y' of a value", 19),
        ("load(value: Foo = Foo(bar: Cache.shared.value))", "uses '.value' of a value", 39),
        ("load(value: Set<Int> = Set<Int>())", "uses generic arguments", 26),
        ("load(value: Int = (1))", "cannot contain '('", 18),
        ("load(value: Int = Foo.make(1)(2))", "cannot contain '('", 29),
        ("load(value: Int = 1 2)", "cannot contain '2'", 20),
        // Macros and playground literals.
        (
            "load(value: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))",
            "uses '#colorLiteral'", 20
        ),
        (
            "load(value: Int = #externalMacro(module: \"M\", type: \"T\"))",
            "uses '#externalMacro'", 18
        ),
        ("load(value: String = #\"raw\"#)", "cannot contain '#'", 21),
    ])
    func refusedDefaultValuesSayWhatIsAllowed(_ input: String, _ problem: String, _ offset: Int) {
        let parameter =
            input.split(separator: "(")[1].split(separator: ":")[0].split(separator: " ").last ?? ""
        let message = "default value of '\(parameter)' \(problem); \(Self.defaultValueRule)"
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    static let defaultValueRule =
        "a default value is a literal, a constant such as '.ascending' or 'Locale.current', "
        + "or a value built by an initializer or enum case from those"

    static let magicLiteralProblem =
        "which would give the place in generated code that passes the default on, not the caller's; "
        + "give the parameter no default"

    @Test(arguments: [
        ("", "expected a type, found the end", 0),
        ("Strin g", "unexpected 'g'", 6),
        ("Result<Int", "unbalanced '<': expected '>', found the end", 10),
        ("[Int", "unbalanced '[': expected ']', found the end", 4),
        ("(Int, String", "unbalanced '(': expected ')', found the end", 12),
        ("[Int)", "expected ']' to close '[', found ')'", 4),
        ("Int]", "unbalanced ']'", 3),
        ("Foo<Int>>", "unbalanced '>'", 8),
        ("Result<>", "expected a type after '<', found '>'", 7),
        ("Result<Int,>", "expected a type after ',', found '>'", 11),
        ("[Int: ]", "expected a type after ':', found ']'", 6),
        ("[]", "expected a type after '[', found ']'", 1),
        ("Int!", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 3),
        ("[String: Int!]", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 12),
        ("inout Int", "'inout' is only allowed before a parameter's type", 0),
        ("Int...", "'...' is only allowed on parameters", 3),
        ("Int = 1", "default values are only allowed on parameters", 4),
        ("any P?", "an optional 'any' type must be written '(any P)?'", 5),
        ("some P & Q?", "write '(P & Q)?' to make a composition optional", 10),
        ("P & Q?", "write '(P & Q)?' to make a composition optional", 5),
        ("[Int] & P", "only named types can be combined with '&'", 0),
        ("P & [Int]", "only named types can be combined with '&'", 4),
        ("P &", "expected a type after '&', found the end", 3),
        ("any [Int]", "'any' must be followed by a protocol name", 4),
        ("some (Int) -> Void", "'some' must be followed by a protocol name", 5),
        ("@escaping () -> Void", "'@escaping' is only allowed on a parameter's function type", 0),
        (
            "@autoclosure () -> Bool",
            "'@autoclosure' is only allowed on a parameter's function type", 0
        ),
        ("@Sendable Int", "'@Sendable' only applies to function types", 0),
        (
            "@objc () -> Void",
            "unsupported attribute '@objc'; use @Sendable, @escaping, @MainActor or @autoclosure", 0
        ),
        ("@ Sendable () -> Void", "expected an attribute name after '@', found 'Sendable'", 2),
        ("@Sendable @Sendable () -> Void", "duplicate attribute '@Sendable'", 10),
        ("(x: Int) -> Void", "function types cannot have argument labels; use '_' before 'x'", 1),
        (
            "(for x: Int) -> Void",
            "function types cannot have argument labels; use '_' before 'x'", 1
        ),
        ("(inout Int) -> Void", "'inout' is not supported in function types", 1),
        ("(Int...) -> Void", "variadic parameters are not supported in function types", 4),
        ("() throws(MyError) -> Void", "use 'throws', typed throws are not supported", 9),
        ("() rethrows -> Void", "'rethrows' is not supported; use 'throws'", 3),
        ("() throws async -> Void", "write 'async throws', not 'throws async'", 10),
        ("() async", "expected '->' after the effects of a function type, found the end", 8),
        ("() ->", "expected a type after '->', found the end", 5),
        ("(x: Int)", "a single-element tuple cannot have a label", 1),
        ("(a: Int, a: Int)", "duplicate tuple label 'a'", 9),
        ("(_: Int, String)", "'_' cannot be a tuple label", 1),
        ("(a b: Int, String)", "a tuple element has at most one label", 3),
        ("(inout Int, String)", "'inout' is only allowed before a parameter's type", 1),
        ("(Int..., String)", "'...' is only allowed on parameters", 4),
        (
            "(@escaping () -> Void, Int)",
            "'@escaping' is only allowed on a parameter's function type", 1
        ),
        ("(Int String)", "expected ',' or ')' in '(…)', found 'String'", 5),
        ("Array<Int>.Element", "member types of generic types are not supported", 10),
        ("Int.", "expected a type name after '.', found the end", 4),
        ("Int.Type.Element", "unexpected '.'", 8),
        ("Int\u{202E}", "unexpected character U+202E", 3),
        ("Int\u{200B}", "unexpected character U+200B", 3),
        ("Int # x", "unexpected '#'", 4),
        ("Int \\ x", "unexpected '\\'", 4),
        (
            "`foo bar`",
            "expected '`' to close the name 'foo', found a space; a name in backticks holds only ASCII letters, digits and '_'",
            4
        ),
        (
            "`foo\tbar`",
            "expected '`' to close the name 'foo', found a tab; a name in backticks holds only ASCII letters, digits and '_'",
            4
        ),
        (
            "`\tfoo`",
            "expected a name after '`', found a tab; a name in backticks holds only ASCII letters, digits and '_'",
            1
        ),
        (
            "`foo\u{200B}bar`",
            "expected '`' to close the name 'foo', found character U+200B; a name in backticks holds only ASCII letters, digits and '_'",
            4
        ),
        (
            "`foo-bar`",
            "expected '`' to close the name 'foo', found '-'; a name in backticks holds only ASCII letters, digits and '_'",
            4
        ),
        ("`caf\u{E9}`", "'\u{E9}' is not ASCII; names must use ASCII letters, digits and '_'", 4),
        ("`foo", "expected '`' to close the name 'foo'", 4),
        ("`", "expected a name after '`'", 1),
        ("`_`", "'_' cannot be written in backticks", 0),
    ])
    func malformedTypesSayWhatAndWhere(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseType(input)
        }
    }

    // MARK: Injection

    @Test(arguments: [
        ("String }\nfunc evil() {", "unexpected '}': a signature or type cannot contain code", 7),
        ("Int; import Foundation", "unexpected ';': a signature or type cannot contain code", 3),
        ("[Int] { get }", "unexpected '{': a signature or type cannot contain code", 6),
        ("Int // x", "comments are not allowed", 4),
        ("Int /* x */", "comments are not allowed", 4),
        ("Int\nfunc evil() {}", "a type must be on one line", 3),
        ("Int\r\nfunc evil() {}", "a type must be on one line", 3),
        ("Int\u{2028}func evil()", "unexpected character U+2028", 3),
        ("#\"raw\"#", "expected a type, found '#'", 0),
    ])
    func codeCannotBeInjectedThroughATypes(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseType(input)
        }
    }

    @Test(arguments: [
        (
            "load() -> String }\nfunc evil() {",
            "unexpected '}': a signature or type cannot contain code", 17
        ),
        ("load(); import Foundation", "unexpected ';': a signature or type cannot contain code", 6),
        ("load() {}", "unexpected '{': a signature or type cannot contain code", 7),
        ("load()\nfunc evil()", "a signature must be on one line", 6),
        (
            "load(name: String = \"x\") }\nfunc evil() {",
            "unexpected '}': a signature or type cannot contain code", 25
        ),
        (
            "load(name: String = \"a\\(evil())\")",
            "string interpolation is not allowed in default values", 22
        ),
        ("load(name: String = \"a\nb\")", "unterminated string literal", 20),
        ("load(x: Int = 1) -> Int #if false", "unexpected '#'", 24),
        (
            "load(x: Int = exit(0))", "default value of 'x' calls 'exit'; \(Self.defaultValueRule)",
            14
        ),
    ])
    func codeCannotBeInjectedThroughASignature(_ input: String, _ message: String, _ offset: Int) {
        #expect(throws: SwiftSignatureError(message, at: offset)) {
            try SwiftSignatureParser.parseSignature(input)
        }
    }

    @Test func anEscapedQuoteStaysInsideItsStringLiteral() throws {
        let signature = try SwiftSignatureParser.parseSignature(
            "load(name: String = \"\\\"); evil(\\\"\")")
        #expect(signature.parameters.first?.defaultValue == "\"\\\"); evil(\\\"\"")
        #expect(signature.parameters.count == 1)
    }

    // MARK: Limits

    @Test func deepNestingIsRefusedWithoutRecursingForever() {
        let brackets =
            String(repeating: "[", count: 500) + "Int" + String(repeating: "]", count: 500)
        let limit = SwiftSignatureParser.maximumDepth
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: limit)) {
            try SwiftSignatureParser.parseType(brackets)
        }
        let parentheses =
            String(repeating: "(", count: 500) + "Int" + String(repeating: ")", count: 500)
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: limit)) {
            try SwiftSignatureParser.parseType(parentheses)
        }
        let generics =
            String(repeating: "Result<", count: 100) + "Int" + String(repeating: ">", count: 100)
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: 7 * limit)) {
            try SwiftSignatureParser.parseType(generics)
        }
        let functions = String(repeating: "() -> ", count: 100) + "Void"
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: 6 * limit)) {
            try SwiftSignatureParser.parseType(functions)
        }
        #expect(throws: SwiftSignatureError("type is nested too deeply", at: limit + 2)) {
            try SwiftSignatureParser.parseType("Int" + String(repeating: "?", count: 100))
        }
        let values =
            "f(x: [Int] = " + String(repeating: "[", count: 100)
            + String(repeating: "]", count: 100) + ")"
        #expect(throws: SwiftSignatureError("default value is nested too deeply", at: 13 + limit)) {
            try SwiftSignatureParser.parseSignature(values)
        }
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        // 12 arrays around `Int`: 13 nested types.
        let arrays = SwiftSignatureParser.maximumDepth - 1
        #expect(arrays == 12)
        let type =
            String(repeating: "[", count: arrays) + "Int" + String(repeating: "]", count: arrays)
        #expect(try SwiftSignatureParser.parseType(type).description == type)
    }

    @Test func overlongInputIsRefused() throws {
        #expect(
            throws: SwiftSignatureError(
                "type is too long (2001 characters; the limit is 2000)", at: 2_000)
        ) {
            try SwiftSignatureParser.parseType(String(repeating: "A", count: 2_001))
        }
        #expect(
            throws: SwiftSignatureError(
                "signature is too long (3000 characters; the limit is 2000)", at: 2_000)
        ) {
            try SwiftSignatureParser.parseSignature(String(repeating: "a", count: 3_000))
        }
        let longest = String(repeating: "A", count: 2_000)
        #expect(try SwiftSignatureParser.parseType(longest) == .named(longest, generics: []))
    }

    /// The tokens of `text`, lexed one after another to the end (the end counted).
    static func tokenCount(_ text: String) -> Int {
        let lexer = SignatureLexer(scalars: Array(text.unicodeScalars), subject: "signature")
        var token = lexer.token(at: 0)
        var count = 1
        while token.kind != .end {
            token = lexer.token(at: token.end)
            count += 1
        }
        return count
    }

    /// Large runs parse thousands of signatures: the parser lexes each token once, and looks a
    /// token or two ahead now and then, so its work grows with the length of the signature,
    /// up to the longest one allowed.
    @Test func parsingLexesEachTokenAboutOnce() throws {
        let parameters = (0..<40).map { "p\($0): [String: [Int]]? = .custom(\($0), name: \"x\")" }
        let signatures = [
            "load7(for id: Int = 7, filter: [String: [Int]]? = nil) async throws -> Result<[Car], any Error>",
            "observe(handler: @escaping @Sendable (Car) -> Void, style: Style = .custom(1, name: \"x\"))",
            "pick(_ values: Int..., where test: (Int) throws -> Bool) -> (min: Int, max: Int)?",
            "load(" + parameters.joined(separator: ", ") + ") async throws -> Int",
            "load(x: " + String(repeating: "[", count: 12) + "Int"
                + String(repeating: "]", count: 12) + ")",
        ]
        #expect(signatures[3].unicodeScalars.count <= SwiftSignatureParser.maximumLength)
        for signature in signatures {
            let lexed = try SwiftSignatureParser.parseSignatureCountingTokens(signature).tokensLexed
            // 1.15 times the tokens at most; going back over them would make it quadratic.
            #expect(lexed < 2 * Self.tokenCount(signature), "\(signature.prefix(20)): \(lexed)")
        }
    }

    /// Mutated signatures either fail at an offset inside the text, or print back as text that
    /// parses to the same signature and holds no code outside string literals.
    @Test(arguments: [1, 2, 3])
    func mutatedInputNeverCrashesOrLeaksCode(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let seeds = [
            "load(for id: Int = 1, _ names: [String: Int]? = nil) async throws -> Result<[Car], any Error>",
            "observe(handler: @escaping @Sendable (Car) -> Void, style: Style = .custom(1, name: \"x\"))",
            "pick(_ values: Int..., where test: (Int) throws -> Bool) -> (min: Int, max: Int)?",
        ]
        let pieces = [
            "{", "}", ";", "\n", "//", "/*", "#", "\\", "\"", "`", "(", ")", "[", "]", "<", ">",
            ",", ":", "?", "!",
            ".", "...", "&", "->", "@", "=", "-", "_", "inout", "any", "some", "func", "throws",
            "é", "\u{202E}",
        ]
        for _ in 0..<500 {
            var scalars = Array(random.element(of: seeds).unicodeScalars)
            for _ in 0..<(1 + random.number(below: 3)) {
                let position = random.number(below: scalars.count + 1)
                let piece = Array(random.element(of: pieces).unicodeScalars)
                if random.number(below: 2) == 0 || position == scalars.count {
                    scalars.insert(contentsOf: piece, at: position)
                } else {
                    scalars.replaceSubrange(position..<(position + 1), with: piece)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let text = String(view)
            do {
                let signature = try SwiftSignatureParser.parseSignature(text)
                let printed = signature.description
                #expect(try SwiftSignatureParser.parseSignature(printed) == signature, "\(text)")
                let code = Self.removingStringLiterals(printed)
                #expect(
                    !["{", "}", ";", "\n", "\r", "//", "/*", "#", "\\"].contains {
                        code.contains($0)
                    }, "\(text)")
            } catch {
                #expect((0...scalars.count).contains(error.offset), "\(text)")
                #expect(!error.message.isEmpty)
            }
        }
    }

    private static func removingStringLiterals(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A small deterministic generator, so a failing mutation can be reproduced.
private struct SeededRandom {
    var state: UInt64

    mutating func number(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }

    mutating func element<Element>(of elements: [Element]) -> Element {
        elements[number(below: elements.count)]
    }
}

struct NamingTests {
    @Test(arguments: [
        ("Cars", "Car"), ("Categories", "Category"), ("Settings", "Settings"),
        ("URLShortener", "URLShortener"),
        ("Step2Verification", "Step2Verification"), ("Boxes", "Box"), ("People", "Person"),
        ("Addresses", "Address"),
        ("Heroes", "Hero"), ("Status", "Status"), ("OrderItems", "OrderItem"),
    ])
    func singularOfModuleNames(_ plural: String, _ singular: String) {
        #expect(Inflector.singular(plural) == singular)
    }

    @Test(arguments: [
        ("car", "cars"), ("category", "categories"), ("box", "boxes"), ("person", "people"),
        ("day", "days"),
    ])
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

    /// Use-case names and the nouns their results are displayed as: a leading verb goes, a
    /// noun stays whole, a collection of a singular noun reads as a plural.
    @Test(arguments: [
        ("getCars() -> [Car]", "Cars"),
        ("searchRepo(query: String) -> [Repo]", "Repos"),
        ("searchRepos(query: String) -> [Repo]", "Repos"),
        ("pinnedCount() -> Int", "PinnedCount"),
        ("priceRange() -> (min: Double, max: Double)", "PriceRange"),
        ("filterTags(tags: [String]) -> [String]", "Tags"),
        ("latestGadget() -> Gadget?", "LatestGadget"),
        ("stockLevels() -> [String: Int]", "StockLevels"),
        ("loadCategory() -> [Category]", "Categories"),
        ("fetchProductList() -> [Product]", "ProductList"),
        ("loadSettings() -> Settings", "Settings"),
        ("loadPerson() -> [Person]", "People"),
        ("loadSearchResults() -> [Product]", "SearchResults"),
        ("favouriteIDs() -> Set<UUID>", "FavouriteIDs"),
        ("loadURLs() -> [URL]", "URLs"),
        ("loadTag() -> Set<String>", "Tags"),
        ("load() -> Int", "LoadResult"),
        ("search(_ query: String) -> [Product]", "SearchResult"),
        ("product(with id: UUID) -> Product?", "Product"),
        ("count() -> Int", "Count"),
        ("error() -> Int", "ErrorResult"),
        ("makeView() -> Int", "View"),
    ])
    func displayNounsReadNaturally(signature: String, noun: String) throws {
        let useCase = try SwiftSignatureParser.parseSignature(signature)
        #expect(UseCaseNaming.displayNouns(for: [useCase]) == [noun])
    }

    @Test func aNounTwoUseCasesShareIsTheFirstOnesAndTheLaterFallsBackToItsName() throws {
        let useCases = try ["fetchCars() -> [Car]", "getCars() -> [Car]", "saveCars() async"].map {
            try SwiftSignatureParser.parseSignature($0)
        }
        #expect(UseCaseNaming.displayNouns(for: useCases) == ["Cars", "GetCars", "SaveCars"])
    }
}

struct LayoutTests {
    @Test func blankLinesAreTidied() {
        let text = "\n\nstruct A {\n\n    let a: Int   \n\n\n    let b: Int\n\n}\n\n\n"
        #expect(SwiftLayout.normalize(text) == "struct A {\n    let a: Int\n\n    let b: Int\n}\n")
    }

    @Test func longLinesBreakOneArgumentPerLine() {
        let line =
            "    func make(" + (1...8).map { "argument\($0): Int" }.joined(separator: ", ")
            + ") -> Int {"
        #expect(
            LineWrapping.wrap(line) == "    func make(\n"
                + (1...8).map { "        argument\($0): Int" }.joined(separator: ",\n")
                + "\n    ) -> Int {"
        )
        #expect(LineWrapping.wrap("    let short = f(a, b)") == "    let short = f(a, b)")
    }

    /// Long names make lines that have no argument list to break; each is broken the way
    /// `swift format` breaks it (these expectations are its output).
    @Test func longDeclarationsAndExpressionsBreakAsSwiftFormatBreaksThem() {
        let name = "EdgeCasesForAVeryLongModule"
        let cases: [(String, String)] = [
            (
                "final class \(name)WorkerSpy: \(name)WorkerProtocol, @unchecked Sendable {",
                "final class \(name)WorkerSpy: \(name)WorkerProtocol,\n    @unchecked Sendable\n{"
            ),
            (
                "final class \(name)PresentationLogicSpy: \(name)PresentationLogic {",
                "final class \(name)PresentationLogicSpy:\n    \(name)PresentationLogic\n{"
            ),
            (
                "    private(set) var latestFailureViewModel: \(name)Models.LatestFailure.ViewModel?",
                "    private(set) var latestFailureViewModel:\n        \(name)Models.LatestFailure.ViewModel?"
            ),
            (
                "    private let scene: (interactor: \(name)Interactor, router: \(name)Router)",
                "    private let scene:\n        (\n            interactor: \(name)Interactor,\n            router: \(name)Router\n        )"
            ),
            (
                "    private func makeErrorViewModel(from error: any Error) -> \(name)Models.ErrorViewModel {",
                "    private func makeErrorViewModel(from error: any Error)\n        -> \(name)Models.ErrorViewModel\n    {"
            ),
            (
                "            viewModel.state.errorMessage == \(name)TestError.stubbed.localizedDescription",
                "            viewModel.state.errorMessage\n                == \(name)TestError.stubbed.localizedDescription"
            ),
            (
                "            worker: any \(name)WorkerProtocol = \(name)Worker()",
                "            worker: any \(name)WorkerProtocol =\n                \(name)Worker()"
            ),
            (
                "    private(set) var loadProductsReceived: [(page: Int, pageSize: Int, date: Date, limit: Int?, source: URL)] = []",
                "    private(set) var loadProductsReceived:\n"
                    + "        [(page: Int, pageSize: Int, date: Date, limit: Int?, source: URL)] =\n            []"
            ),
            (
                "    private(set) var loadProductsReceived: [(page: Int, pageSize: Int, date: Date, limit: Int?)] = []",
                "    private(set) var loadProductsReceived: [(page: Int, pageSize: Int, date: Date, limit: Int?)] =\n        []"
            ),
            (
                "                (viewController.router as? \(name)Router)?.display === viewController",
                "                (viewController.router as? \(name)Router)?.display\n                    === viewController"
            ),
        ]
        for (line, expected) in cases {
            #expect(LineWrapping.wrap(line) == expected)
        }
    }

    /// A template saved with Windows line ends folds and lays out as one with `\n` does.
    @Test func crlfTemplatesFoldAndComeOutWithLineFeeds() {
        let folded = LineStatements.fold("a\r\n{% if x %}\r\n  b\r\n{% endif %}\r\nc\r\n")
        #expect(folded.text == "a\r\n{% if x %}  b\r\n{% endif %}c\r\n")
        #expect(
            SwiftLayout.normalize("struct A {\r\n\r\n    let a: Int\r\n}\r\n")
                == "struct A {\n    let a: Int\n}\n")
    }

    @Test func tagOnlyTemplateLinesDisappear() {
        let folded = LineStatements.fold(
            "a\n{% if x %}\n  b {% if y %}c{% endif %}\n{% endif %}\nd")
        #expect(folded.text == "a\n{% if x %}  b {% if y %}c{% endif %}\n{% endif %}d")
        #expect(folded.lineMap == [1, 2, 4])
    }

    @Test func unifiedDiffShowsTheChangedLines() {
        let diff = UnifiedDiff.make(
            old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "old", newName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        #expect(UnifiedDiff.make(old: "x\n", new: "x\n", oldName: "o", newName: "n").isEmpty)
    }

    @Test func signatureQuotingKeepsColumns() {
        let prepared = SignatureQuoting.prepare(
            "module: A\nuseCases:\n  - show(for car: Car) # c\nentity:\n  properties:\n    tags: [String]\n"
        )
        #expect(
            prepared.text
                == "module: A\nuseCases:\n  - 'show(for car: Car)' # c\nentity:\n  properties:\n    tags: '[String]'\n"
        )
        #expect(prepared.quotedLines == [3, 6])
    }

    @Test func outputPathsAreTrimmedAndChecked() throws {
        #expect(
            try OutputPath.validated(" \t\u{2003}Cars/Cars.swift\u{200B} ", template: "t")
                == "Cars/Cars.swift")
        let refused: [(path: String, message: String)] = [
            (" \u{00A0}", "output path 't' renders to an empty path"),
            ("/tmp/x.swift", "output path '/tmp/x.swift' must be relative to the output root"),
            ("~/x.swift", "output path '~/x.swift' must be relative to the output root"),
            ("a\\b.swift", "output path 'a\\b.swift' contains a backslash or control character"),
            ("a\nb.swift", "output path 'a\nb.swift' contains a backslash or control character"),
            (
                "a\u{7F}b.swift",
                "output path 'a\u{7F}b.swift' contains a backslash or control character"
            ),
            (
                "Cars/.viper-gen/x.swift",
                "output path 'Cars/.viper-gen/x.swift' is in '.viper-gen', where viper-gen keeps its merge bases"
            ),
            (
                ".viper-gen-staging-1/x.swift",
                "output path '.viper-gen-staging-1/x.swift' is in a folder named like viper-gen's staging folders ('.viper-gen-staging-…')"
            ),
            (
                "a//b.swift",
                "output path 'a//b.swift' must not contain empty, '.' or '..' components"
            ),
            (
                "a/../b.swift",
                "output path 'a/../b.swift' must not contain empty, '.' or '..' components"
            ),
        ]
        for (path, message) in refused {
            do {
                let accepted = try OutputPath.validated(path, template: "t")
                Issue.record(
                    "\(path.debugDescription) was accepted as \(accepted.debugDescription)")
            } catch {
                #expect(error.message == message)
            }
        }
    }

    /// A spec saved with Windows line ends reads as the same spec: the same signatures,
    /// types and places.
    @Test func crlfSpecsReadAsLFSpecsDo() throws {
        let lf = """
            module: Cars
            entity:
              name: Car
              properties:
                id: String
                tags: [String]   # a comment
            useCases:
              - fetchCars() async throws -> [Car]
            routes:
              - showCarDetail(for viewModel: CarViewModel)

            """
        let crlf = lf.replacing("\n", with: "\r\n")
        let fromLF = try SpecParser.parse(Data(lf.utf8), path: "spec.yml")
        let fromCRLF = try SpecParser.parse(Data(crlf.utf8), path: "spec.yml")
        #expect(fromCRLF.problems.isEmpty)
        #expect(fromCRLF.useCases == fromLF.useCases)
        #expect(fromCRLF.routes == fromLF.routes)
        #expect(fromCRLF.entity?.properties?.map(\.type) == fromLF.entity?.properties?.map(\.type))
        #expect(fromCRLF.entity?.properties?.count == 2)
    }

    @Test func signatureQuotingEscapesAndStopsAtComments() {
        let cases: [(line: String, quoted: String)] = [
            (
                "  - say(_ text: String = \"it's # not a comment\")  # note",
                "  - 'say(_ text: String = \"it''s # not a comment\")'  # note"
            ),
            ("  - load()   ", "  - 'load()'   "),
            ("  - load()\t# note", "  - 'load()'\t# note"),
            ("  - load()\t", "  - 'load()'\t"),
            ("  - a#b()", "  - 'a#b()'"),
            ("  - 'load()'", "  - 'load()'"),
            ("  - \"load()\"", "  - \"load()\""),
            ("  - # only a comment", "  - # only a comment"),
            ("  - café(for crème: Crème)", "  - 'café(for crème: Crème)'"),
            // U+0600 joins the `'` after it into one Character; the quote is still doubled.
            ("  - x\u{600}'y()", "  - 'x\u{600}''y()'"),
        ]
        for (line, quoted) in cases {
            #expect(
                SignatureQuoting.prepare("module: A\nuseCases:\n\(line)\n").text
                    == "module: A\nuseCases:\n\(quoted)\n")
        }
    }
}

struct ManifestTests {
    @Test func builtInSetsParse() throws {
        #expect(TemplateSet.builtinNames.contains("viper"))
        for name in TemplateSet.builtinNames {
            let set = try #require(try TemplateSet.builtin(named: name))
            #expect(set.name == name)
            #expect(!set.manifest.summary.isEmpty, "\(name) has no summary")
            #expect(set.manifest.ui == UIFlavor.allCases, "\(name) must support every ui flavour")
            #expect(
                set.manifest.tests == TestFramework.allCases,
                "\(name) must support every test framework")
            for file in set.manifest.files {
                #expect(set.templates[file.template] != nil, "\(name): \(file.template) is missing")
            }
            #expect(!set.manifest.reservedTypes.isEmpty, "\(name) reserves no type names")
        }
    }

    @Test func reservedNamesAreRead() throws {
        let yaml = """
            name: mine
            enumCases: [routes]
            reserved:
              members: [load, state]
              types: ["{{ module }}Store"]
              locals: [harness]
              kinds: []
            files: []

            """
        #expect(throws: DiagnosticsError.self) {
            try TemplateManifest.parse(Data(yaml.utf8), path: "manifest.yml")
        }
        do {
            _ = try TemplateManifest.parse(Data(yaml.utf8), path: "manifest.yml")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "manifest.yml:7:3: error: unknown key 'kinds' in 'reserved'; expected one of: members, types, parameters, locals, suffixes"
                ]
            )
        }
        let valid = try TemplateManifest.parse(
            Data(yaml.replacingOccurrences(of: "  kinds: []\n", with: "").utf8), path: "m.yml")
        #expect(valid.reservedMembers == ["load", "state"])
        #expect(valid.reservedTypes == ["{{ module }}Store"])
        #expect(valid.reservedLocals == ["harness"])
        #expect(valid.enumCases == [.routes])
    }

    @Test func manifestMistakesAreLocated() {
        let yaml = """
            name: mine
            files:
              - { template: A.stencil, output: A.swift, owner: generator }
              - { template: B.stencil, output: B.swift, owner: someone, kind: source }
              - { template: C.stencil, output: C.swift, ownr: user, kind: test }

            """
        #expect(throws: DiagnosticsError.self) {
            try TemplateManifest.parse(Data(yaml.utf8), path: "manifest.yml")
        }
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
