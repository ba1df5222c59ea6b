import Foundation
import XCTest

@testable import SharedGarage

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class GarageRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = GarageBuilder.assemble(service: GarageServiceSpy())

        let presenter = try XCTUnwrap(state.presenter as? GaragePresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any GaragePresenterProtocol)?
        var state: GarageViewState?
        state = GarageBuilder.assemble(service: GarageServiceSpy())
        presenter = state?.presenter

        XCTAssertNotNil(presenter)
        state = nil
        XCTAssertNil(presenter)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @MainActor
        func testTheModuleBuildsAsContentAndAsRoot() async {
            let _: GarageScreen = GarageBuilder.build(service: GarageServiceSpy())

            let root = GarageBuilder.buildRoot(service: GarageServiceSpy())

            XCTAssertTrue(root is NavigationStack<NavigationPath, GarageScreen>)
        }
    #endif
}

extension GarageRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowCarDetailPushesItsDestination() async {
        let router = GarageRouter()
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

        presenter.showCarDetail(for: Car.fixture())

        guard case .showCarDetail(let car)? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        XCTAssertEqual(car, Car.fixture())
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowAddCarPushesItsDestination() async {
        let router = GarageRouter()
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

        presenter.showAddCar()

        guard case .showAddCar? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
    }
}
