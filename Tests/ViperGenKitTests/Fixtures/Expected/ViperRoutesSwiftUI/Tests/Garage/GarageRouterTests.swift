import Testing

@testable import ViperRoutesSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct GarageRouterTests {
    @Test func assembleConnectsThePresenterToTheState() throws {
        let state = GarageBuilder.assemble(
            service: GarageServiceSpy(),
            router: GarageRouter(dependencies: GarageDependenciesDouble())
        )

        let presenter = try #require(state.presenter as? GaragePresenter)
        #expect(presenter.view === state)
    }

    /// The screen keeps the state, and the state keeps the rest of the module: nothing else
    /// does, so the module goes away with the screen.
    @Test func theStateOwnsTheModule() {
        weak var presenter: (any GaragePresenterProtocol)?
        var state: GarageViewState?
        state = GarageBuilder.assemble(
            service: GarageServiceSpy(),
            router: GarageRouter(dependencies: GarageDependenciesDouble())
        )
        presenter = state?.presenter

        #expect(presenter != nil)
        state = nil
        #expect(presenter == nil)
    }

    #if canImport(SwiftUI)
        /// The module builds as content, with no navigation stack of its own, for a parent's
        /// stack to push (what it pushes goes onto that stack too), and as the root of a stack.
        @Test func theModuleBuildsAsContentAndAsRoot() {
            let _: GarageScreen = GarageBuilder.build(
                service: GarageServiceSpy(),
                dependencies: GarageDependenciesDouble()
            )

            let root = GarageBuilder.buildRoot(
                service: GarageServiceSpy(),
                dependencies: GarageDependenciesDouble()
            )

            #expect(root is NavigationStack<NavigationPath, GarageScreen>)
        }
    #endif
}

extension GarageRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showCarDetailPushesItsDestination() {
        let router = GarageRouter(dependencies: GarageDependenciesDouble())
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

        presenter.showCarDetail(for: Car.fixture())

        guard case .showCarDetail(let car)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(car == Car.fixture())
    }

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showHelpPushesItsDestination() {
        let router = GarageRouter(dependencies: GarageDependenciesDouble())
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

        presenter.showHelp()

        guard case .showHelp? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @Test func showCarDetailBuildsCarDetailOnce() throws {
        let dependencies = GarageDependenciesDouble()
        let router = GarageRouter(dependencies: dependencies)
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

        presenter.showCarDetail(for: Car.fixture())

        let destination = try #require(router.destination)
        guard case .carDetail(let carDetailState)? = destination.content else {
            Issue.record("shows \(String(describing: destination.content)) instead")
            return
        }
        #expect(dependencies.makeCarDetailServiceCallCount == 1)
        let carDetail = try #require(
            carDetailState.presenter as? CarDetailPresenter
        )
        #expect(carDetail.car == Car.fixture())
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @Test func showCarDetailFreesItsCarDetailWhenLeft() {
        let router = GarageRouter(dependencies: GarageDependenciesDouble())
        let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)
        weak var built: CarDetailPresenter?

        presenter.showCarDetail(for: Car.fixture())
        if case .carDetail(let state)? = router.destination?.content {
            built = state.presenter as? CarDetailPresenter
        }
        #expect(built != nil)

        router.destination = nil

        #expect(built == nil)
    }
}
