import Foundation
import Testing

@testable import ViperGenKit

/// What templates are given for types that are awkward to store, sample or pass on.
struct RenderContextTests {
    static func context(_ yaml: String) throws -> [String: Any] {
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        return try RenderContext.make(for: try ModuleResolver.resolve(spec, options: GenerationOptions()))
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
        #expect(viewModel["expectedFromFixture"] as? String == "WalletViewModel(id: \"id\", balance: Money.fixture(), note: nil)")
    }

    /// A closure result is stored as an optional closure (not `() -> Void?`) and passed to
    /// the view as an escaping parameter.
    @Test func closureResultsAreStoredAndPassedAsSwiftRequires() throws {
        let context = try Self.context("module: Widgets\nuseCases:\n  - makeHandler() -> @Sendable () -> Void\n")
        let useCase = try #require((context["useCases"] as? [[String: Any]])?.first)
        #expect(useCase["resultStorageType"] as? String == "(@Sendable () -> Void)?")
        #expect(useCase["displayStorage"] as? String == "handler: (@Sendable () -> Void)?")
        #expect(useCase["displayParameterType"] as? String == "@escaping @Sendable () -> Void")

        let list = try Self.context("module: Widgets\nuseCases:\n  - loadWidgets() async throws -> [Widget]\n")
        let load = try #require((list["useCases"] as? [[String: Any]])?.first)
        #expect(load["displayStorage"] as? String == "widgets: [WidgetViewModel] = []")
        #expect(load["displayParameterType"] as? String == "[WidgetViewModel]")
    }
}
