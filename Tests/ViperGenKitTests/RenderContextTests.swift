import Foundation
import Testing

@testable import ViperGenKit

/// What templates are given for types that are awkward to store, sample or pass on.
struct RenderContextTests {
    static func context(_ yaml: String) throws -> [String: Any] {
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        return try RenderContext.make(
            for: try ModuleResolver.resolve(spec, options: GenerationOptions()))
    }

    /// The app's own types get their test target's `fixture()`, as the entity does, so the
    /// entity's fixture can always be made.
    @Test func entityPropertiesOfTheAppsOwnTypesUseTheirFixtures() throws {
        let context = try Self.context(
            "module: Wallets\nentity:\n  name: Wallet\n  properties:\n    id: String\n    balance: Money\n    note: Locale?\n"
        )
        let entity = try #require(context["entity"] as? [String: Any])
        let properties = try #require(entity["properties"] as? [[String: Any]])
        #expect(properties.map { $0["sample"] as? String } == ["\"id\"", "Money.fixture()", "nil"])
        #expect(entity["canMakeFixture"] as? Bool == true)
        let viewModel = try #require(context["viewModel"] as? [String: Any])
        #expect(
            viewModel["expectedFromFixture"] as? String
                == "WalletViewModel(id: \"id\", balance: Money.fixture(), note: nil)")
    }

    /// A closure result is stored as an optional closure (not `() -> Void?`) and passed to
    /// the view as an escaping parameter.
    @Test func closureResultsAreStoredAndPassedAsSwiftRequires() throws {
        let context = try Self.context(
            "module: Widgets\nuseCases:\n  - makeHandler() -> @Sendable () -> Void\n")
        let useCase = try #require((context["useCases"] as? [[String: Any]])?.first)
        #expect(useCase["resultStorageType"] as? String == "(@Sendable () -> Void)?")
        #expect(useCase["displayStorage"] as? String == "handler: (@Sendable () -> Void)?")
        #expect(useCase["displayParameterType"] as? String == "@escaping @Sendable () -> Void")

        let list = try Self.context(
            "module: Widgets\nuseCases:\n  - loadWidgets() async throws -> [Widget]\n")
        let load = try #require((list["useCases"] as? [[String: Any]])?.first)
        #expect(load["displayStorage"] as? String == "widgets: [WidgetViewModel] = []")
        #expect(load["displayParameterType"] as? String == "[WidgetViewModel]")
    }

    /// A default value is copied into generated code, so what it names must be in scope there:
    /// anything but the standard library's and the module's own types may be Foundation's.
    @Test(arguments: [
        ("seed: String = String(describing: UUID())", true),
        ("at: Double = Date.timeIntervalSinceReferenceDate", true),
        ("encoding: String.Encoding = Foundation.String.Encoding.utf8", true),
        ("name: String = NSLocalizedString(\"a\", comment: \"\")", true),
        (
            "limit: Int = Int.max, label: Widget = Widget(id: \"x\"), flag: Bool = .init(true)",
            false
        ),
        (
            "limit: Int = -1, name: String = \"x\", tags: [String] = [], sizes: [String: Int] = [:]",
            false
        ),
    ])
    func defaultValuesThatNameFoundationImportIt(_ parameters: String, _ usesFoundation: Bool)
        throws
    {
        let context = try Self.context(
            "module: Widgets\nentity:\n  name: Widget\n  properties:\n    id: String\n"
                + "useCases:\n  - 'loadWidgets(\(parameters)) async throws -> [Widget]'\n"
        )
        #expect(context["usesFoundation"] as? Bool == usesFoundation)
    }

    /// `Foundation.Date` names Foundation as surely as `Date` does.
    @Test func typesQualifiedByFoundationImportIt() throws {
        let context = try Self.context(
            "module: Widgets\nuseCases:\n  - loadWidgets(since: Foundation.Date) async\n")
        #expect(context["usesFoundation"] as? Bool == true)
    }

    /// Clean Swift nests a type per use case beside the request that holds the defaults: one
    /// named like a type a default value names would hide it there.
    @Test func useCaseTypesAvoidTheNamesOfDefaultValues() throws {
        let context = try Self.context(
            "module: Widgets\nuseCases:\n  - sort(order: Order = Sort.ascending) async\n  - search(query: String = \"\") async\n"
        )
        let useCases = try #require(context["useCases"] as? [[String: Any]])
        #expect(useCases.map { $0["typeName"] as? String } == ["SortUseCase", "Search"])
    }
}

/// What fixtures and tests are given when a property has no plain sample, and the names
/// generated code gives results and labels.
struct RenderContextSampleTests {
    /// Closures, metatypes and existentials of standard protocols get a sample a fixture can
    /// default to; a closure parameter of a fixture must escape.
    @Test func propertiesOfAwkwardTypesGetSamples() throws {
        let context = try RenderContextTests.context(
            """
            module: Widgets
            entity:
              name: Widget
              properties:
                payload: any Sendable
                kind: Any.Type
                sendableKind: any Sendable.Type
                onTap: "@Sendable () -> Void"
                transform: "@Sendable (Int, String) async throws -> [String]"
                failure: any Error
                both: any Hashable & Sendable
            """
        )
        let entity = try #require(context["entity"] as? [String: Any])
        let properties = try #require(entity["properties"] as? [[String: Any]])
        #expect(
            properties.map { $0["sample"] as? String } == [
                "\"payload\"", "Any.self", "String.self", "{}", "{ _, _ in [] }",
                "WidgetsTestError.stubbed", "\"both\"",
            ]
        )
        #expect(properties[3]["parameterType"] as? String == "@escaping @Sendable () -> Void")
        #expect(entity["canMakeFixture"] as? Bool == true)
    }

    /// A `Result` is sampled as a success with its value's sample, as an entity property and as
    /// a use case's result (random specs found a fixture without a default for one, and a
    /// loading use case returning one left unstubbed, so the loud double failed on attach).
    @Test func resultsAreSampledAsSuccesses() throws {
        let context = try RenderContextTests.context(
            """
            module: Widgets
            entity:
              name: Widget
              properties:
                id: String
                outcome: Result<Int, any Error>
            useCases:
              - reorder() throws -> Result<[Widget], any Error>
              - check() -> Result<String?, any Error>
            """
        )
        let entity = try #require(context["entity"] as? [String: Any])
        let properties = try #require(entity["properties"] as? [[String: Any]])
        #expect(
            properties.map { $0["sample"] as? String } == [
                "\"id\"", ".success(\(TypeKnowledge.sampleNumber(for: "outcome")))",
            ])
        let useCases = try #require(context["useCases"] as? [[String: Any]])
        #expect(
            useCases.map { $0["sampleReturnValue"] as? String } == [
                ".success([Widget.fixture()])", ".success(\"check\")",
            ])
    }

    /// Numbers are sampled per name: two parameters of one type get two values (most likely),
    /// and neither is 0 or 1, the values code starts with, so a test catches swapped or
    /// constant arguments. An `Int8` gets one it holds.
    @Test func sampleNumbersDifferFromNameToName() throws {
        let context = try RenderContextTests.context(
            "module: Pages\nuseCases:\n  - load(page: Int, pageSize: Int, small: Int8) async -> Int\n"
        )
        let useCase = try #require((context["useCases"] as? [[String: Any]])?.first)
        let samples = try #require(useCase["parameters"] as? [[String: Any]]).map {
            $0["sample"] as? String ?? ""
        }
        #expect(
            samples == [
                "378", "251", String(TypeKnowledge.sampleNumber(for: "small", small: true)),
            ])
        for name in ["page", "pageSize", "limit", "offset", "count", "id", "value", "small"] {
            #expect((2...999).contains(TypeKnowledge.sampleNumber(for: name)))
            #expect((2...101).contains(TypeKnowledge.sampleNumber(for: name, small: true)))
        }
    }

    /// Without a sample for every property the entity has no `fixture()` to call: its samples
    /// and stubs hold no entity, and the view model keeps the fixture it can make.
    @Test func anEntityWithoutAFixtureIsNotSampled() throws {
        let context = try RenderContextTests.context(
            """
            module: Widgets
            entity:
              name: Widget
              properties:
                id: String
                locale: Locale
            viewModel:
              properties: [id]
            useCases:
              - loadWidgets() async throws -> [Widget]
              - widget(id: String) async throws -> Widget
              - latestWidget() -> Widget?
            routes:
              - showWidget(_ widget: Widget)
              - showRow(_ row: WidgetViewModel)
            """
        )
        let entity = try #require(context["entity"] as? [String: Any])
        #expect(entity["canMakeFixture"] as? Bool == false)
        let viewModel = try #require(context["viewModel"] as? [String: Any])
        #expect(viewModel["canMakeFixture"] as? Bool == true)
        let useCases = try #require(context["useCases"] as? [[String: Any]])
        #expect(useCases.map { $0["sampleReturnValue"] as? String } == ["[]", "", "nil"])
        #expect(useCases.map { $0["expectedDisplayValue"] as? String } == ["[]", "", "nil"])
        #expect(useCases.map { $0["hasDefaultReturnValue"] as? Bool } == [true, false, true])
        let routes = try #require(context["routes"] as? [[String: Any]])
        #expect(routes.map { $0["canSample"] as? Bool } == [false, true])
    }

    /// A view-model property of the entity's type is filled with the entity the presenter maps
    /// (app code has no fixtures), and sampled with the entity's fixture.
    @Test func aViewModelPropertyOfTheEntitysTypeIsTheEntity() throws {
        let context = try RenderContextTests.context(
            "module: Cars\nentity:\n  name: Car\n  properties:\n    id: String\nviewModel:\n  properties:\n    - id\n    - car: Car\n"
        )
        let viewModel = try #require(context["viewModel"] as? [String: Any])
        let properties = try #require(viewModel["properties"] as? [[String: Any]])
        #expect(properties.map { $0["placeholder"] as? String } == ["\"\"", "car"])
        #expect(properties.map { $0["sample"] as? String } == ["\"id\"", "Car.fixture()"])
        #expect(viewModel["isEquatable"] as? Bool == true)
    }

    /// A result is kept in a local and often a property: not a keyword (`@Observable` cannot
    /// track one in back-ticks), not a member of the set's code, not another function's name
    /// or another result's.
    @Test func resultNamesAvoidKeywordsMembersAndFunctions() throws {
        let yaml = """
            module: Widgets
            useCases:
              - loadCase() -> Int
              - makeView() -> Int
              - tuple() -> (Int, String)
              - labeledTuple() -> (a: Int, b: String)
              - latestTuple() -> Int
            """
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        let module = try ModuleResolver.resolve(spec, options: GenerationOptions())
        let context = try RenderContext.make(for: module, memberNames: ["view"])
        let useCases = try #require(context["useCases"] as? [[String: Any]])
        #expect(
            useCases.map { $0["resultName"] as? String } == [
                "caseResult", "viewResult", "tupleResult", "labeledTupleResult",
                "latestTupleResult",
            ]
        )
    }

    /// An mvc store keeps each result in a property beside the use case's method: never one
    /// named like a method (`saveCount()` beside `count()`), whatever the order.
    @Test func storePropertiesAreNeverNamedLikeTheStoresMethods() throws {
        let yaml = """
            module: Counter
            architecture: mvc
            useCases:
              - saveCount() -> Int
              - count() -> Int
              - countResult() -> Int
              - fetchCount() -> Int
            """
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        let module = try ModuleResolver.resolve(spec, options: GenerationOptions())
        let context = try RenderContext.make(for: module, memberNames: ["service", "store"])
        let names = try #require(
            (context["useCases"] as? [[String: Any]])?.compactMap { $0["resultName"] as? String })
        #expect(
            names == [
                "saveCountResult", "countResult2", "countResult3", "fetchCountResult",
            ])
        #expect(Set(names).isDisjoint(with: ["saveCount", "count", "countResult", "fetchCount"]))
        // Nor does a display method stack suffixes: `countResult()` beside `count()`.
        let methods = try #require(
            (context["useCases"] as? [[String: Any]])?.compactMap {
                $0["displayMethod"] as? String
            })
        #expect(
            methods == [
                "displayCount", "displayCountResult", "displayCountResult2", "displayFetchCount",
            ])
    }

    /// In a call only `inout` is written in back-ticks; in a declaration `let` and `var` too.
    @Test func labelsAreEscapedAsCallsAndDeclarationsNeed() throws {
        let context = try RenderContextTests.context(
            "module: Widgets\nuseCases:\n  - find(`let` key: String, in region: String, `inout` value: Int) -> Int\n"
        )
        let useCase = try #require((context["useCases"] as? [[String: Any]])?.first)
        #expect(useCase["call"] as? String == "find(let: key, in: region, `inout`: value)")
        #expect(
            useCase["requirement"] as? String
                == "find(`let` key: String, in region: String, `inout` value: Int) -> Int")
        let parameters = try #require(useCase["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["argumentLabel"] as? String } == ["let", "in", "`inout`"])
        #expect(parameters.map { $0["nameLabel"] as? String } == ["key", "region", "value"])
    }
}
