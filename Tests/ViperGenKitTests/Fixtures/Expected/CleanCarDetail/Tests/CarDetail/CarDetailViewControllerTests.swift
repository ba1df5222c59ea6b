#if canImport(UIKit)
    import Testing

    @testable import CleanCarDetail

    @MainActor
    struct CarDetailViewControllerTests {
        private let interactor = CarDetailBusinessLogicSpy()
        private let router = CarDetailRoutingLogicSpy()
        private let viewController = CarDetailViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }

        @Test func makeViewControllerWiresTheScene() {
            let viewController = CarDetailConfigurator.makeViewController(
                car: Car.fixture(),
                worker: CarDetailWorkerSpy(),
                dependencies: CarDetailDependenciesDouble()
            )

            #expect(viewController.interactor is CarDetailInteractor)
            #expect(viewController.router?.dataStore === viewController.interactor)
            #expect((viewController.router as? CarDetailRouter)?.viewController === viewController)
        }

        @Test func viewDidLoadSendsTheRequestsTheScreenShows() async {
            viewController.viewDidLoad()
            await viewController.loadTask?.value

            #expect(interactor.relatedCarsCallCount == 1)
        }

        @Test func releasingTheScreenCancelsItsLoad() {
            var screen: CarDetailViewController? = CarDetailViewController()
            screen?.interactor = interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            #expect(loadTask?.isCancelled == true)
        }

        @Test func displayRelatedCarsKeepsTheViewModel() {
            let viewModel = CarDetailModels.RelatedCars.ViewModel(
                relatedCarsResult: [CarViewModel.fixture()]
            )

            viewController.displayRelatedCars(viewModel: viewModel)

            #expect(viewController.relatedCarsViewModel == viewModel)
        }
    }

    extension CarDetailViewControllerTests {
        // MARK: - Routes

        /// Pushes the CarDetail scene, built with what the route passes.
        @Test func showRelatedPushesTheCarDetailScene() {
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.showInANavigationController()
            router.viewController = screen

            router.showRelated(car: Car.fixture(), animated: true)

            let pushed = screen.navigation.pushed.last as? CarDetailViewController
            #expect(screen.navigation.pushed.count == 1)
            #expect(pushed != nil)
            #expect(pushed?.router?.dataStore?.car == Car.fixture())
        }
    }
#endif
