#if canImport(UIKit)
    import Testing

    @testable import CleanRoutes

    @MainActor
    struct GarageViewControllerTests {
        private let interactor = GarageBusinessLogicSpy()
        private let router = GarageRoutingLogicSpy()
        private let viewController = GarageViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = GarageConfigurator.makeViewController(
                worker: GarageWorkerSpy(),
                dependencies: GarageDependenciesDouble()
            )

            #expect(viewController.interactor is GarageInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect((viewController.router as? GarageRouter)?.viewController === viewController)
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.carsCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: GarageViewController? = GarageViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayCarsKeepsTheViewModel() {
            let viewModel = GarageModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])

            viewController.displayCars(viewModel: viewModel)

            #expect(viewController.carsViewModel == viewModel)
        }
    }

    extension GarageViewControllerTests {
        // MARK: - Routes

        /// Pushes the CarDetail scene, built with what the route passes.
        @Test func showCarDetailPushesTheCarDetailScene() {
            let router = GarageRouter(dependencies: GarageDependenciesDouble())
            let screen = GarageScreenDouble(nibName: nil, bundle: nil)
            screen.showInANavigationController()
            router.viewController = screen

            router.showCarDetail(for: Car.fixture())

            let pushed = screen.navigation.pushed.last as? CarDetailViewController
            #expect(screen.navigation.pushed.count == 1)
            #expect(pushed != nil)
            #expect(pushed?.router?.dataStore?.car == Car.fixture())
        }

        /// Pushes the ServiceHistory scene, built with what the route passes.
        @Test func showServiceHistoryPushesTheServiceHistoryScene() {
            let router = GarageRouter(dependencies: GarageDependenciesDouble())
            let screen = GarageScreenDouble(nibName: nil, bundle: nil)
            screen.showInANavigationController()
            router.viewController = screen

            router.showServiceHistory()

            let pushed = screen.navigation.pushed.last as? ServiceHistoryViewController
            #expect(screen.navigation.pushed.count == 1)
            #expect(pushed != nil)
        }
    }
#endif
