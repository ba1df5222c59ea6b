import Testing

@testable import ViperRoutes

@MainActor
struct CarDetailRouterTests {
    @Test func assembleConnectsTheViewToThePresenter() {
        let view = CarDetailViewSpy()

        let presenter = CarDetailBuilder.assemble(
            view: view,
            car: Car.fixture(),
            service: CarDetailServiceSpy(),
            router: CarDetailRouter(dependencies: CarDetailDependenciesDouble())
        )

        #expect(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder makes the CarDetail screen, and the screen owns the module: its router
        /// does not keep the screen alive.
        @Test func buildMakesTheScreenThatOwnsTheModule() throws {
            weak var presenter: (any CarDetailPresenterProtocol)?
            var viewController: CarDetailViewController? = try #require(
                CarDetailBuilder.build(
                    car: Car.fixture(),
                    service: CarDetailServiceSpy(),
                    dependencies: CarDetailDependenciesDouble()
                ) as? CarDetailViewController
            )
            presenter = viewController?.presenter

            #expect(presenter != nil)
            viewController = nil
            #expect(presenter == nil)
        }
    #endif
}

extension CarDetailRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// The route builds the module it opens, with what it passes, and pushes its screen
        /// onto the navigation stack the CarDetail screen is in.
        @Test func showServiceHistoryPushesServiceHistory() throws {
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.putOnTopOfItsNavigationController()
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            router.viewController = screen
            let presenter = CarDetailPresenter(
                car: Car.fixture(),
                interactor: CarDetailInteractorSpy(),
                router: router
            )

            presenter.showServiceHistory(animated: true)

            let pushed = try #require(
                screen.navigation.pushed as? ServiceHistoryViewController
            )
            #expect(pushed.presenter is ServiceHistoryPresenter)
        }
    #endif

    #if canImport(UIKit)
        /// The route builds the module it opens, with what it passes, and pushes its screen
        /// onto the navigation stack the CarDetail screen is in.
        @Test func showSimilarCarPushesCarDetail() throws {
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.putOnTopOfItsNavigationController()
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            router.viewController = screen
            let presenter = CarDetailPresenter(
                car: Car.fixture(),
                interactor: CarDetailInteractorSpy(),
                router: router
            )

            presenter.showSimilarCar(Car.fixture())

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
