import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// Routes that name the module they open (`-> CarDetail`).
struct RouteDestinationTests {
    @Test func aRouteKeepsTheModuleItsArrowNamesAtTheName() throws {
        let yaml = """
            module: Cars
            routes:
              - showCarDetail(for car: Car) -> CarDetail
              - "showSettings() -> Settings"
              - showHelp()

            """
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "Cars.yml")
        let routes = try #require(spec.routes)
        #expect(routes.map(\.value.destination?.value) == ["CarDetail", "Settings", nil])
        #expect(routes.allSatisfy { $0.value.returnType == nil })
        #expect(
            routes[0].value.destination?.location
                == SourceLocation(file: "Cars.yml", line: 3, column: 36))
        #expect(
            routes[1].value.destination?.location
                == SourceLocation(file: "Cars.yml", line: 4, column: 24))
        // The signature the router protocol declares names no destination.
        #expect(routes[0].value.description == "showCarDetail(for car: Car)")
    }

    /// Only a plain module name is a destination; any other type after `->` is a result,
    /// which a route may not have.
    @Test func otherTypesAfterTheArrowStayResultsAndAreRefused() throws {
        for type in [
            "[Car]", "Car?", "Foundation.Date", "Box<Car>", "(Int, Int)", "Bool", "Never", "Self",
            "Any", "Date", "cars",
        ] {
            let yaml = "module: Cars\nroutes:\n  - \"showCars() -> \(type)\"\n"
            let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
            let route = try #require(spec.routes?.first)
            #expect(route.value.destination == nil, "\(type)")
            #expect(route.value.returnType != nil, "\(type)")
            #expect(
                SpecDiagnosticsTests.diagnostics(for: yaml) == [
                    "spec.yml:3:6: error: route 'showCars' must not be async, throw or return a value: routes only navigate; after '->' a route may name the module it opens ('-> CarDetail')"
                ], "\(type)")
        }
    }

    @Test func aDestinationNoSpecDeclaresIsAnErrorAtItsNameWithTheClosestModule() throws {
        let cars = try SpecParser.parse(
            Data("module: Cars\nroutes:\n  - showCarDetail(for car: Car) -> CarDetial\n".utf8),
            path: "Cars.yml")
        let detail = try SpecParser.parse(
            Data("module: CarDetail\nroutes:\n  - showOwner() -> Zebra\n  - back() -> Cars\n".utf8),
            path: "CarDetail.yml")
        let found = RouteDestinations.unknown(in: [cars, detail])
        #expect(
            found.map(\.description) == [
                "Cars.yml:3:36: error: route 'showCarDetail' opens 'CarDetial', which no spec declares; did you mean 'CarDetail'?",
                "CarDetail.yml:3:20: error: route 'showOwner' opens 'Zebra', which no spec declares; write its spec, or take '-> Zebra' off the route",
            ])
        #expect(
            RouteDestinations.unknown(in: [cars, detail], known: ["CarDetial", "Zebra"]).isEmpty)
    }
}
