import Testing

@testable import Cars

@MainActor
struct CarsPresenterTests {
    private let view = CarsViewSpy()
    private let interactor = CarsInteractorSpy()
    private let router = CarsRouterSpy()
    private let presenter: CarsPresenter

    init() {
        presenter = CarsPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension CarsPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.getCarsResult = .success([Car.fixture()])

        await presenter.viewDidLoad()

        #expect(interactor.getCarsCallCount == 1)
    }

    // MARK: - Use cases

    @Test func getCarsDisplaysTheResult() async {
        interactor.getCarsResult = .success([Car.fixture()])

        await presenter.getCars()

        #expect(interactor.getCarsCallCount == 1)
        #expect(view.displayCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func getCarsDisplaysAnError() async {
        interactor.getCarsResult = .failure(CarsTestError.stubbed)

        await presenter.getCars()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func getCarsShowsNoErrorWhenCancelled() async {
        interactor.getCarsResult = .failure(CancellationError())

        await presenter.getCars()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayCarsReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showCarDetailRoutes() {
        let viewModel: CarViewModel = CarViewModel.fixture()

        presenter.showCarDetail(for: viewModel)

        #expect(router.showCarDetailCallCount == 1)
        #expect(router.showCarDetailReceived == [viewModel])
    }

    @Test func showCreateCarScreenRoutes() {
        presenter.showCreateCarScreen()

        #expect(router.showCreateCarScreenCallCount == 1)
    }
}
