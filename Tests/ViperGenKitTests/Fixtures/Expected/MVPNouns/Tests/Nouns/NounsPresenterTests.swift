import Foundation
import Testing

@testable import MVPNouns

/// What the view shows for `Car.fixture()`: the fields the presenter copies.
private nonisolated let expectedCarViewModel = CarViewModel(id: "id", seller: "seller")

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct NounsPresenterTests {
    private let view = NounsViewSpy()
    private let model = NounsModelSpy()
    private let presenter: NounsPresenter

    init() async {
        presenter = NounsPresenter(model: model)
        model.fetchCarsResult = .success([Car.fixture()])
        model.refreshCarsResult = .success([Car.fixture()])
        model.carsReturnValue = [Car.fixture()]
        model.fetchSellerResult = .success("fetchSeller")
        model.loadSellerResult = .success("loadSeller")
        model.newestResult = .success(Car.fixture())
        model.latestResult = .success(Car.fixture())
        presenter.attach(view: view)
        await presenter.updateView()
    }
}

extension NounsPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(model.fetchCarsCallCount == 1)
        #expect(view.displayCarsReceived == [[expectedCarViewModel]])
        #expect(model.refreshCarsCallCount == 1)
        #expect(view.displayRefreshCarsReceived == [[expectedCarViewModel]])
        #expect(model.carsCallCount == 1)
        #expect(view.displayCarsResultReceived == [[expectedCarViewModel]])
        #expect(model.fetchSellerCallCount == 1)
        #expect(view.displayFetchSellerReceived == ["fetchSeller"])
        #expect(model.loadSellerCallCount == 1)
        #expect(view.displaySellerReceived == ["loadSeller"])
        #expect(model.newestCallCount == 1)
        #expect(view.displayNewestCarReceived == [expectedCarViewModel])
        #expect(model.latestCallCount == 1)
        #expect(view.displayLatestReceived == [expectedCarViewModel])
    }

    @Test func fetchCarsDisplaysTheResult() async {
        model.fetchCarsResult = .success([Car.fixture()])

        await presenter.fetchCars()

        #expect(model.fetchCarsCallCount == 2, "once on attach, once here")
        #expect(view.displayCarsReceived.last == [expectedCarViewModel])
    }

    @Test func fetchCarsDisplaysAnError() async {
        model.fetchCarsResult = .failure(NounsTestError.stubbed)

        await presenter.fetchCars()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displayCarsReceived.count == 1, "only what attach showed")
    }

    @Test func fetchCarsEndsSilentlyWhenCancelled() async {
        model.fetchCarsResult = .failure(CancellationError())

        await presenter.fetchCars()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func refreshCarsDisplaysTheResult() async {
        model.refreshCarsResult = .success([Car.fixture()])

        await presenter.refreshCars()

        #expect(model.refreshCarsCallCount == 2, "once on attach, once here")
        #expect(view.displayRefreshCarsReceived.last == [expectedCarViewModel])
    }

    @Test func refreshCarsDisplaysAnError() async {
        model.refreshCarsResult = .failure(NounsTestError.stubbed)

        await presenter.refreshCars()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displayRefreshCarsReceived.count == 1, "only what attach showed")
    }

    @Test func refreshCarsEndsSilentlyWhenCancelled() async {
        model.refreshCarsResult = .failure(CancellationError())

        await presenter.refreshCars()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func carsDisplaysTheResult() {
        model.carsReturnValue = [Car.fixture()]

        presenter.cars()

        #expect(model.carsCallCount == 2, "once on attach, once here")
        #expect(view.displayCarsResultReceived.last == [expectedCarViewModel])
    }

    @Test func fetchSellerDisplaysTheResult() async {
        model.fetchSellerResult = .success("fetchSeller")

        await presenter.fetchSeller()

        #expect(model.fetchSellerCallCount == 2, "once on attach, once here")
        #expect(view.displayFetchSellerReceived.last == "fetchSeller")
    }

    @Test func fetchSellerDisplaysAnError() async {
        model.fetchSellerResult = .failure(NounsTestError.stubbed)

        await presenter.fetchSeller()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displayFetchSellerReceived.count == 1, "only what attach showed")
    }

    @Test func fetchSellerEndsSilentlyWhenCancelled() async {
        model.fetchSellerResult = .failure(CancellationError())

        await presenter.fetchSeller()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func loadSellerDisplaysTheResult() async {
        model.loadSellerResult = .success("loadSeller")

        await presenter.loadSeller()

        #expect(model.loadSellerCallCount == 2, "once on attach, once here")
        #expect(view.displaySellerReceived.last == "loadSeller")
    }

    @Test func loadSellerDisplaysAnError() async {
        model.loadSellerResult = .failure(NounsTestError.stubbed)

        await presenter.loadSeller()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displaySellerReceived.count == 1, "only what attach showed")
    }

    @Test func loadSellerEndsSilentlyWhenCancelled() async {
        model.loadSellerResult = .failure(CancellationError())

        await presenter.loadSeller()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func newestDisplaysTheResult() async {
        model.newestResult = .success(Car.fixture())

        await presenter.newest()

        #expect(model.newestCallCount == 2, "once on attach, once here")
        #expect(view.displayNewestCarReceived.last == expectedCarViewModel)
    }

    @Test func newestDisplaysAnError() async {
        model.newestResult = .failure(NounsTestError.stubbed)

        await presenter.newest()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displayNewestCarReceived.count == 1, "only what attach showed")
    }

    @Test func newestEndsSilentlyWhenCancelled() async {
        model.newestResult = .failure(CancellationError())

        await presenter.newest()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func latestDisplaysTheResult() async {
        model.latestResult = .success(Car.fixture())

        await presenter.latest()

        #expect(model.latestCallCount == 2, "once on attach, once here")
        #expect(view.displayLatestReceived.last == expectedCarViewModel)
    }

    @Test func latestDisplaysAnError() async {
        model.latestResult = .failure(NounsTestError.stubbed)

        await presenter.latest()

        let message = view.displayErrorReceived.last
        #expect(message == NounsTestError.stubbed.localizedDescription)
        #expect(view.displayLatestReceived.count == 1, "only what attach showed")
    }

    @Test func latestEndsSilentlyWhenCancelled() async {
        model.latestResult = .failure(CancellationError())

        await presenter.latest()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }
}

#if canImport(UIKit)
    /// The screen's load task ends with the screen.
    @MainActor
    struct NounsViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoadTask() throws {
            let model = NounsModelSpy()
            model.fetchCarsResult = .success([Car.fixture()])
            model.refreshCarsResult = .success([Car.fixture()])
            model.carsReturnValue = [Car.fixture()]
            model.fetchSellerResult = .success("fetchSeller")
            model.loadSellerResult = .success("loadSeller")
            model.newestResult = .success(Car.fixture())
            model.latestResult = .success(Car.fixture())
            var controller: NounsViewController? = NounsViewController(
                presenter: NounsPresenter(model: model)
            )
            controller?.viewDidLoad()
            let loadTask = try #require(controller?.loadTask)

            controller = nil

            #expect(loadTask.isCancelled)
        }
    }
#endif
