#if canImport(UIKit)
    import Testing

    @testable import CleanRoutes

    @MainActor
    struct ServiceHistoryViewControllerTests {
        private let interactor = ServiceHistoryBusinessLogicSpy()
        private let router = ServiceHistoryRoutingLogicSpy()
        private let viewController = ServiceHistoryViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = ServiceHistoryConfigurator.makeViewController(
                worker: ServiceHistoryWorkerSpy(),
                dependencies: ServiceHistoryDependenciesDouble()
            )

            #expect(viewController.interactor is ServiceHistoryInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect(
                (viewController.router as? ServiceHistoryRouter)?.viewController === viewController
            )
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.servicesCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: ServiceHistoryViewController? = ServiceHistoryViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayServicesKeepsTheViewModel() {
            let viewModel = ServiceHistoryModels.Services.ViewModel(
                servicesResult: [ServiceViewModel.fixture()]
            )

            viewController.displayServices(viewModel: viewModel)

            #expect(viewController.servicesViewModel == viewModel)
        }
    }

    extension ServiceHistoryViewControllerTests {
        // MARK: - Routes

        /// Pushes the Garage scene, built with what the route passes.
        @Test func showGaragePushesTheGarageScene() {
            let router = ServiceHistoryRouter(dependencies: ServiceHistoryDependenciesDouble())
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.showInANavigationController()
            router.viewController = screen

            router.showGarage()

            let pushed = screen.navigation.pushed.last as? GarageViewController
            #expect(screen.navigation.pushed.count == 1)
            #expect(pushed != nil)
        }
    }
#endif
