import Testing

@testable import ViperRoutes

@MainActor
struct GarageRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = GarageViewSpy()

        let presenter = GarageBuilder.assemble(
            view: view,
            service: GarageServiceSpy(),
            router: GarageRouter(dependencies: GarageDependenciesDouble())
        )

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder makes the Garage screen, and the screen owns the module: its router
        /// does not keep the screen alive.
        @Test func buildMakesTheScreenThatOwnsTheModule() throws {
            weak var presenter: (any GaragePresenterProtocol)?
            var viewController: GarageViewController? = try #require(
                GarageBuilder.build(
                    service: GarageServiceSpy(),
                    dependencies: GarageDependenciesDouble()
                ) as? GarageViewController
            )
            presenter = viewController?.presenter

            #expect(presenter != nil)
            viewController = nil
            #expect(presenter == nil)
        }
    #endif
}

extension GarageRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// The route builds the module it opens, with what it passes, and pushes its screen
        /// onto the navigation stack the Garage screen is in.
        @Test func showCarDetailPushesCarDetail() throws {
            let screen = GarageScreenDouble(nibName: nil, bundle: nil)
            screen.putOnTopOfItsNavigationController()
            let router = GarageRouter(dependencies: GarageDependenciesDouble())
            router.viewController = screen
            let presenter = GaragePresenter(interactor: GarageInteractorSpy(), router: router)

            presenter.showCarDetail(for: Car.fixture())

            let pushed = try #require(
                screen.navigation.pushed as? CarDetailViewController
            )
            let carDetail = try #require(
                pushed.presenter as? CarDetailPresenter
            )
            #expect(carDetail.car == Car.fixture())
        }
    #endif
}
