import Testing

@testable import RoutesBuildOnceSwiftUI

@MainActor
struct BookDetailPresenterTests {
    private let view = BookDetailViewSpy()
    private let interactor = BookDetailInteractorSpy()
    private let router = BookDetailRouterSpy()
    private let presenter: BookDetailPresenter

    init() {
        presenter = BookDetailPresenter(
            book: Book.fixture(),
            interactor: interactor,
            router: router
        )
        presenter.view = view
    }
}

extension BookDetailPresenterTests {
    // MARK: - Use cases

    @Test func reloadDisplaysTheResult() async {
        let id: String = "id"
        interactor.reloadResult = .success(Book.fixture())

        await presenter.reload(id: id)

        #expect(interactor.reloadCallCount == 1)
        #expect(interactor.reloadReceived == [id])
        #expect(view.displayReloadResultReceived == [BookViewModel.fixture()])
    }

    @Test func reloadDisplaysAnError() async {
        interactor.reloadResult = .failure(BookDetailTestError.stubbed)

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

    @Test func closeRoutes() {
        presenter.close()

        #expect(router.closeCallCount == 1)
    }
}
