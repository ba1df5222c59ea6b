import Testing

@testable import ViperRoutes

@MainActor
struct CarDetailPresenterTests {
    private let view = CarDetailViewSpy()
    private let interactor = CarDetailInteractorSpy()
    private let router = CarDetailRouterSpy()
    private let presenter: CarDetailPresenter

    init() {
        presenter = CarDetailPresenter(
            car: Car.fixture(),
            interactor: interactor,
            router: router
        )
        presenter.view = view
    }
}

extension CarDetailPresenterTests {
    // MARK: - Use cases

    @Test func reloadDisplaysTheResult() async {
        let id: String = "id"
        interactor.reloadResult = .success(Car.fixture())

        await presenter.reload(id: id)

        #expect(interactor.reloadCallCount == 1)
        #expect(interactor.reloadReceived == [id])
        #expect(view.displayReloadResultReceived == [CarViewModel.fixture()])
    }

    @Test func reloadDisplaysAnError() async {
        interactor.reloadResult = .failure(CarDetailTestError.stubbed)

        await presenter.reload(id: "id")

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayReloadResultReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func reloadShowsNoErrorWhenCancelled() async {
        interactor.reloadResult = .failure(CancellationError())

        await presenter.reload(id: "id")

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayReloadResultReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showServiceHistoryRoutes() {
        let animated: Bool = true

        presenter.showServiceHistory(animated: animated)

        #expect(router.showServiceHistoryCallCount == 1)
        #expect(router.showServiceHistoryReceived == [animated])
    }

    @Test func showSimilarCarRoutes() {
        let car: Car = Car.fixture()

        presenter.showSimilarCar(car)

        #expect(router.showSimilarCarCallCount == 1)
        #expect(router.showSimilarCarReceived == [car])
    }
}
