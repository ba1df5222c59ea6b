#if canImport(UIKit)
    import XCTest

    @testable import CleanNouns

    /// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
    /// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
    nonisolated final class NounsViewControllerTests: XCTestCase {
        @MainActor
        func testMakeViewControllerWiresTheScene() async {
            let viewController = NounsConfigurator.makeViewController(worker: NounsWorkerSpy())

            XCTAssertTrue(viewController.interactor is NounsInteractor)
            XCTAssertTrue(viewController.router?.dataStore === viewController.interactor)
            XCTAssertTrue(
                (viewController.router as? NounsRouter)?.viewController === viewController
            )
        }

        @MainActor
        func testViewDidLoadSendsTheRequestsTheScreenShows() async {
            let harness = Harness()

            harness.viewController.viewDidLoad()
            await harness.viewController.loadTask?.value

            XCTAssertEqual(harness.interactor.fetchCarsCallCount, 1)
            XCTAssertEqual(harness.interactor.refreshCarsCallCount, 1)
            XCTAssertEqual(harness.interactor.carsCallCount, 1)
            XCTAssertEqual(harness.interactor.fetchSellerCallCount, 1)
            XCTAssertEqual(harness.interactor.loadSellerCallCount, 1)
            XCTAssertEqual(harness.interactor.newestCallCount, 1)
            XCTAssertEqual(harness.interactor.latestCallCount, 1)
        }

        @MainActor
        func testReleasingTheScreenCancelsItsLoad() async {
            let harness = Harness()
            var screen: NounsViewController? = NounsViewController()
            screen?.interactor = harness.interactor
            screen?.viewDidLoad()
            let loadTask = screen?.loadTask

            screen = nil

            XCTAssertEqual(loadTask?.isCancelled, true)
        }

        @MainActor
        func testDisplayFetchCarsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.FetchCars.ViewModel(
                fetchCarsResult: [CarViewModel.fixture()]
            )

            harness.viewController.displayFetchCars(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.fetchCarsViewModel, viewModel)
        }

        @MainActor
        func testDisplayRefreshCarsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.RefreshCars.ViewModel(
                refreshCarsResult: [CarViewModel.fixture()]
            )

            harness.viewController.displayRefreshCars(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.refreshCarsViewModel, viewModel)
        }

        @MainActor
        func testDisplayCarsKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])

            harness.viewController.displayCars(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.carsViewModel, viewModel)
        }

        @MainActor
        func testDisplayFetchSellerKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.FetchSeller.ViewModel(fetchSellerResult: "fetchSeller")

            harness.viewController.displayFetchSeller(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.fetchSellerViewModel, viewModel)
        }

        @MainActor
        func testDisplayLoadSellerKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.LoadSeller.ViewModel(seller: "loadSeller")

            harness.viewController.displayLoadSeller(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.loadSellerViewModel, viewModel)
        }

        @MainActor
        func testDisplayNewestKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.Newest.ViewModel(newestCar: CarViewModel.fixture())

            harness.viewController.displayNewest(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.newestViewModel, viewModel)
        }

        @MainActor
        func testDisplayLatestKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = NounsModels.Latest.ViewModel(latestResult: CarViewModel.fixture())

            harness.viewController.displayLatest(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.latestViewModel, viewModel)
        }
    }

    /// The view controller under test, wired to spies.
    @MainActor
    private struct Harness {
        let interactor = NounsBusinessLogicSpy()
        let router = NounsRoutingLogicSpy()
        let viewController = NounsViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }
    }
#endif
