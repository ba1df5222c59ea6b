import Testing

@testable import App

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
        interactor.fetchCarsResult = .success([Car.fixture()])

        await presenter.viewDidLoad()

        #expect(interactor.fetchCarsCallCount == 1)
    }

    // MARK: - Use cases

    @Test func fetchCarsDisplaysTheResult() async {
        interactor.fetchCarsResult = .success([Car.fixture()])

        await presenter.fetchCars()

        #expect(interactor.fetchCarsCallCount == 1)
        #expect(view.displayCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func fetchCarsDisplaysAnError() async {
        interactor.fetchCarsResult = .failure(CarsTestError.stubbed)

        await presenter.fetchCars()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func fetchCarsShowsNoErrorWhenCancelled() async {
        interactor.fetchCarsResult = .failure(CancellationError())

        await presenter.fetchCars()

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
}
