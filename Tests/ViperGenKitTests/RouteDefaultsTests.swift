import Foundation
import Testing

@testable import ViperGenKit

/// A route's default arguments reach every set's navigation API and the code that calls it:
/// a protocol requirement cannot hold a default, so a protocol extension supplies it.
struct RouteDefaultsTests {
    static let spec = """
        module: Cart
        entity: { name: Item, properties: { id: UUID, quantity: Int } }
        useCases: [ "updateQuantity(of itemID: UUID, to quantity: Int) async throws" ]
        routes: [ 'showTime(format: String = "HH:mm")', 'showItem(_ item: Item, animated: Bool = true)' ]

        """

    /// What calls `showTime()` and `showItem(_:)` leaving the defaults out: overloads in a
    /// protocol extension, or methods that declare the defaults themselves.
    static let overloads = [
        "    func showTime() {\n        showTime(format: \"HH:mm\")\n    }\n",
        "    func showItem(_ item: Item) {\n        showItem(item, animated: true)\n    }\n",
    ]
    static let declarations = [
        "func showTime(format: String = \"HH:mm\") {",
        "func showItem(_ item: Item, animated: Bool = true) {",
    ]

    static func render(_ architecture: String) throws -> [String: String] {
        let spec = try SpecParser.parse(
            Data((spec + "architecture: \(architecture)\n").utf8), path: "Cart.yml")
        let set = try TemplateSet.named(architecture, location: nil)
        let module = try ModuleResolver.resolve(
            spec,
            options: GenerationOptions(),
            viewModelSuffix: set.manifest.viewModelSuffix
        )
        let files = try Renderer(templateSet: set).render(module)
        return Dictionary(files.map { (($0.path as NSString).lastPathComponent, $0.contents) }) {
            first, _ in first
        }
    }

    @Test(arguments: [
        ("viper", ["CartRouterProtocol.swift", "CartPresenterProtocol.swift"], [String]()),
        ("mvp", ["CartNavigator.swift"], ["CartPresenter.swift"]),
        ("mvvm", ["CartNavigator.swift", "CartViewModelProtocol.swift"], []),
        ("clean-swift", ["CartRoutingLogic.swift"], []),
        ("mvvm-c", [], ["CartViewModel+IO.swift"]),
        ("mvc", [], ["CartViewController.swift"]),
    ])
    func routeDefaultsAreKept(
        _ architecture: String, _ protocolFiles: [String], _ declaringFiles: [String]
    ) throws {
        let files = try Self.render(architecture)
        for name in protocolFiles {
            let text = try #require(files[name], "\(architecture) writes no \(name)")
            for overload in Self.overloads {
                #expect(text.contains(overload), "\(architecture) \(name) has no \(overload)")
            }
        }
        for name in declaringFiles {
            let text = try #require(files[name], "\(architecture) writes no \(name)")
            for declaration in Self.declarations {
                #expect(text.contains(declaration), "\(architecture) \(name) has no \(declaration)")
            }
        }
    }
}
