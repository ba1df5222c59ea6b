import Foundation
import Testing

@testable import ViperGenKit

/// Whether a use case is a command (it changes something: it runs to its end, one at a time)
/// or a query (it reads: the newest wins): what the spec says, else its name and result.
struct CommandQueryTests {
    static func useCases(_ lines: [String]) throws -> [FunctionSignature] {
        let yaml = "module: Shop\nuseCases:\n" + lines.map { "  - \($0)\n" }.joined()
        return try #require(try SpecParser.parse(Data(yaml.utf8), path: "spec.yml").useCases).map(
            \.value)
    }

    @Test(arguments: [
        // Nothing returned: a command, whatever the name.
        ("fetchCars() async", true),
        ("transfer(amount: Int, to account: String) async throws", true),
        // A verb that reads or computes: a query.
        ("fetchCars() async throws -> [Car]", false),
        ("search(_ query: String) async -> [Car]", false),
        ("validate(code: String) async -> Bool", false),
        ("getter(for id: String) async -> Int", true),
        // A verb that changes state: a command.
        ("placeOrder() async throws -> Order", true),
        ("updateQuantity(_ quantity: Int) async throws -> Int", true),
        ("toggleFavourite(id: String) async -> Bool", true),
        // Neither: a getter named by its noun is a query, anything that takes arguments a command.
        ("featured() async -> Car?", false), ("stockLevels() async throws -> [String: Int]", false),
        ("withdraw(amount: Int) async throws -> Payment", true),
        ("product(with id: String) async throws -> Car", true),
    ])
    func theNameAndTheResultDecide(line: String, isCommand: Bool) throws {
        let useCase = try #require(try Self.useCases([line]).first)
        #expect(useCase.isDeclaredCommand == nil)
        #expect(UseCaseNaming.isCommand(useCase) == isCommand, "\(line)")
    }

    /// `command:` and `query:` say it, whatever the name; the signature is read after them.
    @Test func theSpecSaysWhichItIs() throws {
        let useCases = try Self.useCases([
            "query: product(with id: String) async throws -> Car",
            "command:  refresh() async -> Int",
            "\"query: top() async -> [Car]\"", "commandos() async -> [Car]",
        ])
        #expect(useCases.map(\.name) == ["product", "refresh", "top", "commandos"])
        #expect(useCases.map(\.isDeclaredCommand) == [false, true, false, nil])
        #expect(useCases.map(UseCaseNaming.isCommand) == [false, true, false, false])
        #expect(useCases[0].parameters.map(\.name) == ["id"])
    }

    /// A problem in a signature after `command:` is placed at its character in the file.
    @Test func aProblemAfterTheWordIsPlacedInTheSignature() throws {
        let yaml = "module: Shop\nuseCases:\n  - command: bad(\n"
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        #expect(
            spec.problems.map { $0.description } == [
                "spec.yml:3:18: error: invalid use case 'bad(': expected a parameter name, found the end"
            ]
        )
    }
}
