import XCTest

@testable import ViperRoutesSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class CarDetailRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsThePresenterToTheState() async throws {
        let state = CarDetailBuilder.assemble(
            car: Car.fixture(),
            service: CarDetailServiceSpy(),
            router: CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        )

        let presenter = try XCTUnwrap(state.presenter as? CarDetailPresenter)
        XCTAssertTrue(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @MainActor
    func testTheStateOwnsTheModule() async {
        weak var presenter: (any CarDetailPresenterProtocol)?
        var state: CarDetailViewState?
        state = CarDetailBuilder.assemble(
            car: Car.fixture(),
            service: CarDetailServiceSpy(),
            router: CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        )
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
            let _: CarDetailScreen = CarDetailBuilder.build(
                car: Car.fixture(),
                service: CarDetailServiceSpy(),
                dependencies: CarDetailDependenciesDouble()
            )

            let root = CarDetailBuilder.buildRoot(
                car: Car.fixture(),
                service: CarDetailServiceSpy(),
                dependencies: CarDetailDependenciesDouble()
            )

            XCTAssertTrue(root is NavigationStack<NavigationPath, CarDetailScreen>)
        }
    #endif
}

extension CarDetailRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @MainActor
    func testShowGaragePushesItsDestination() async {
        let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        let presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: CarDetailInteractorSpy(),
            router: router
        )

        presenter.showGarage()

        guard case .showGarage? = router.destination?.route else {
            XCTFail("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
    }

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @MainActor
    func testDismissDismissesTheScreen() async {
        let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        let presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: CarDetailInteractorSpy(),
            router: router
        )

        presenter.dismiss()

        XCTAssertTrue(router.isDismissed)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @MainActor
    func testShowGarageBuildsGarageOnce() async throws {
        let dependencies = CarDetailDependenciesDouble()
        let router = CarDetailRouter(dependencies: dependencies)
        let presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: CarDetailInteractorSpy(),
            router: router
        )

        presenter.showGarage()

        let destination = try XCTUnwrap(router.destination)
        guard case .garage(let garageState)? = destination.content else {
            XCTFail("shows \(String(describing: destination.content)) instead")
            return
        }
        XCTAssertEqual(dependencies.makeGarageServiceCallCount, 1)
        XCTAssertTrue(garageState.presenter is GaragePresenter)
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @MainActor
    func testShowGarageFreesItsGarageWhenLeft() {
        let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        let presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: CarDetailInteractorSpy(),
            router: router
        )
        weak var built: GaragePresenter?

        presenter.showGarage()
        if case .garage(let state)? = router.destination?.content {
            built = state.presenter as? GaragePresenter
        }
        XCTAssertNotNil(built)

        router.destination = nil

        XCTAssertNil(built)
    }
}
