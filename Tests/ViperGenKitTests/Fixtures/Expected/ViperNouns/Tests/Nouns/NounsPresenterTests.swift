import Testing

@testable import ViperNouns

@MainActor
struct NounsPresenterTests {
    private let view = NounsViewSpy()
    private let interactor = NounsInteractorSpy()
    private let router = NounsRouterSpy()
    private let presenter: NounsPresenter

    init() {
        presenter = NounsPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension NounsPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.fetchCarsResult = .success([Car.fixture()])
        interactor.refreshCarsResult = .success([Car.fixture()])
        interactor.carsReturnValue = [Car.fixture()]
        interactor.fetchSellerResult = .success("fetchSeller")
        interactor.loadSellerResult = .success("loadSeller")
        interactor.newestResult = .success(Car.fixture())
        interactor.latestResult = .success(Car.fixture())

        await presenter.viewDidLoad()

        #expect(interactor.fetchCarsCallCount == 1)
        #expect(interactor.refreshCarsCallCount == 1)
        #expect(interactor.carsCallCount == 1)
        #expect(interactor.fetchSellerCallCount == 1)
        #expect(interactor.loadSellerCallCount == 1)
        #expect(interactor.newestCallCount == 1)
        #expect(interactor.latestCallCount == 1)
    }

    // MARK: - Use cases

    @Test func fetchCarsDisplaysTheResult() async {
        interactor.fetchCarsResult = .success([Car.fixture()])

        await presenter.fetchCars()

        #expect(interactor.fetchCarsCallCount == 1)
        #expect(view.displayCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func fetchCarsDisplaysAnError() async {
        interactor.fetchCarsResult = .failure(NounsTestError.stubbed)

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

    @Test func refreshCarsDisplaysTheResult() async {
        interactor.refreshCarsResult = .success([Car.fixture()])

        await presenter.refreshCars()

        #expect(interactor.refreshCarsCallCount == 1)
        #expect(view.displayRefreshCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func refreshCarsDisplaysAnError() async {
        interactor.refreshCarsResult = .failure(NounsTestError.stubbed)

        await presenter.refreshCars()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayRefreshCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func refreshCarsShowsNoErrorWhenCancelled() async {
        interactor.refreshCarsResult = .failure(CancellationError())

        await presenter.refreshCars()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayRefreshCarsReceived.isEmpty)
    }

    @Test func carsDisplaysTheResult() {
        interactor.carsReturnValue = [Car.fixture()]

        presenter.cars()

        #expect(interactor.carsCallCount == 1)
        #expect(view.displayCarsResultReceived == [[CarViewModel.fixture()]])
    }

    @Test func fetchSellerDisplaysTheResult() async {
        let fetchSellerResult: String = "fetchSeller"
        interactor.fetchSellerResult = .success(fetchSellerResult)

        await presenter.fetchSeller()

        #expect(interactor.fetchSellerCallCount == 1)
        #expect(view.displayFetchSellerReceived == [fetchSellerResult])
    }

    @Test func fetchSellerDisplaysAnError() async {
        interactor.fetchSellerResult = .failure(NounsTestError.stubbed)

        await presenter.fetchSeller()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayFetchSellerReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func fetchSellerShowsNoErrorWhenCancelled() async {
        interactor.fetchSellerResult = .failure(CancellationError())

        await presenter.fetchSeller()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayFetchSellerReceived.isEmpty)
    }

    @Test func loadSellerDisplaysTheResult() async {
        let seller: String = "loadSeller"
        interactor.loadSellerResult = .success(seller)

        await presenter.loadSeller()

        #expect(interactor.loadSellerCallCount == 1)
        #expect(view.displaySellerReceived == [seller])
    }

    @Test func loadSellerDisplaysAnError() async {
        interactor.loadSellerResult = .failure(NounsTestError.stubbed)

        await presenter.loadSeller()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displaySellerReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func loadSellerShowsNoErrorWhenCancelled() async {
        interactor.loadSellerResult = .failure(CancellationError())

        await presenter.loadSeller()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displaySellerReceived.isEmpty)
    }

    @Test func newestDisplaysTheResult() async {
        interactor.newestResult = .success(Car.fixture())

        await presenter.newest()

        #expect(interactor.newestCallCount == 1)
        #expect(view.displayNewestCarReceived == [CarViewModel.fixture()])
    }

    @Test func newestDisplaysAnError() async {
        interactor.newestResult = .failure(NounsTestError.stubbed)

        await presenter.newest()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayNewestCarReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func newestShowsNoErrorWhenCancelled() async {
        interactor.newestResult = .failure(CancellationError())

        await presenter.newest()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayNewestCarReceived.isEmpty)
    }

    @Test func latestDisplaysTheResult() async {
        interactor.latestResult = .success(Car.fixture())

        await presenter.latest()

        #expect(interactor.latestCallCount == 1)
        #expect(view.displayLatestReceived == [CarViewModel.fixture()])
    }

    @Test func latestDisplaysAnError() async {
        interactor.latestResult = .failure(NounsTestError.stubbed)

        await presenter.latest()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayLatestReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func latestShowsNoErrorWhenCancelled() async {
        interactor.latestResult = .failure(CancellationError())

        await presenter.latest()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayLatestReceived.isEmpty)
    }
}
