import Foundation
import XCTest

@testable import MVCRoutesSwiftUI

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class CarDetailStoreTests: XCTestCase {}

nonisolated extension CarDetailStoreTests {
    // MARK: - Use cases

    @MainActor
    func testReloadKeepsTheResult() async {
        let harness = Harness()
        let id: String = "id"
        let reloadResult: Car = Car.fixture()
        harness.service.reloadResult = .success(reloadResult)

        await harness.store.reload(id: id)

        XCTAssertEqual(harness.store.reloadResult, reloadResult)
        XCTAssertEqual(harness.service.reloadCallCount, 1)
        XCTAssertEqual(harness.service.reloadReceived.last, id)
    }

    @MainActor
    func testReloadShowsServiceErrors() async {
        let harness = Harness()
        let id: String = "id"
        let failure = CarDetailTestError.stubbed
        harness.service.reloadResult = .failure(failure)

        await harness.store.reload(id: id)

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertNil(harness.store.reloadResult)
    }

    @MainActor
    func testReloadEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        let id: String = "id"
        harness.service.reloadResult = .failure(CancellationError())

        await harness.store.reload(id: id)

        XCTAssertNil(harness.store.errorMessage)
    }
}

#if canImport(SwiftUI)
    /// The screen builds as content, which a parent pushes onto its stack and whose own pushes
    /// go onto that stack, and as the root of a stack of its own around that content.
    nonisolated final class CarDetailScreenTests: XCTestCase {
        func testTheScreenBuildsAsContentAndAsRoot() {
            MainActor.assumeIsolated {
                let content = CarDetailScreen(
                    store: CarDetailStore(car: Car.fixture(), service: CarDetailServiceSpy()),
                    dependencies: CarDetailDependenciesDouble()
                )
                let root = CarDetailRootScreen(
                    store: CarDetailStore(car: Car.fixture(), service: CarDetailServiceSpy()),
                    dependencies: CarDetailDependenciesDouble()
                )

                XCTAssertTrue(type(of: root.content) == type(of: content))
            }
        }
    }
#endif

/// Each route that leads on shows its destination: it pushes a step onto the stack the
/// screen is in.
nonisolated final class CarDetailNavigationTests: XCTestCase {
    func testShowGarageShowsItsDestination() {
        MainActor.assumeIsolated {
            let navigation = CarDetailNavigation(dependencies: CarDetailDependenciesDouble())

            navigation.showGarage()

            XCTAssertNotNil(navigation.step)
            guard case .showGarage? = navigation.step?.destination else {
                XCTFail("showGarage did not show its destination")
                return
            }
        }
    }

    func testStepsAreToldApartByIdentity() {
        MainActor.assumeIsolated {
            let navigation = CarDetailNavigation(dependencies: CarDetailDependenciesDouble())

            navigation.showGarage()
            let first = navigation.step
            navigation.showGarage()
            let second = navigation.step

            XCTAssertNotEqual(first, second)
            XCTAssertNotEqual(first?.hashValue, second?.hashValue)
        }
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// step keeps it, and the screen shows that one however often it draws.
    func testShowGarageBuildsGarageOnce() {
        MainActor.assumeIsolated {
            let dependencies = CarDetailDependenciesDouble()
            let navigation = CarDetailNavigation(dependencies: dependencies)

            navigation.showGarage()

            guard case .garage? = navigation.step?.content else {
                XCTFail("shows \(String(describing: navigation.step?.content)) instead")
                return
            }
            XCTAssertEqual(dependencies.makeGarageServiceCallCount, 1)
            // Its screen's navigation builds with Garage's dependencies.
            if case .garage(_, let built)? = navigation.step?.content {
                XCTAssertTrue(built.dependencies is GarageDependenciesDouble)
                XCTAssertNil(built.step)
            }
        }
    }

    /// Going back frees the module the route built: the step was all that kept it.
    func testShowGarageFreesItsGarageWhenLeft() {
        MainActor.assumeIsolated {
            let navigation = CarDetailNavigation(dependencies: CarDetailDependenciesDouble())
            weak var store: GarageStore?

            navigation.showGarage()
            if case .garage(let built, _)? = navigation.step?.content {
                store = built
            }
            XCTAssertNotNil(store)

            navigation.step = nil

            XCTAssertNil(store)
        }
    }
}

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = CarDetailServiceSpy()
    let store: CarDetailStore

    init() {
        store = CarDetailStore(car: Car.fixture(), service: service)
    }
}
