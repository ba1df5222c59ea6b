import Testing

@testable import Threads

@MainActor
struct ThreadsPresenterTests {
    private let view = ThreadsViewSpy()
    private let interactor = ThreadsInteractorSpy()
    private let router = ThreadsRouterSpy()
    private let presenter: ThreadsPresenter

    init() {
        presenter = ThreadsPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension ThreadsPresenterTests {
    // MARK: - Use cases

    @Test func fetchThreadsDisplaysTheResult() async {
        let page: Int = 378
        let pageSize: Int = 251
        interactor.fetchThreadsResult = .success([Thread.fixture()])

        await presenter.fetchThreads(page: page, pageSize: pageSize)

        #expect(interactor.fetchThreadsCallCount == 1)
        #expect(interactor.fetchThreadsReceived.first?.page == page)
        #expect(interactor.fetchThreadsReceived.first?.pageSize == pageSize)
        #expect(view.displayThreadsReceived == [[Comment.fixture()]])
    }

    @Test func fetchThreadsDisplaysAnError() async {
        interactor.fetchThreadsResult = .failure(ThreadsTestError.stubbed)

        await presenter.fetchThreads(page: 378, pageSize: 251)

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayThreadsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func fetchThreadsShowsNoErrorWhenCancelled() async {
        interactor.fetchThreadsResult = .failure(CancellationError())

        await presenter.fetchThreads(page: 378, pageSize: 251)

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayThreadsReceived.isEmpty)
    }

    @Test func archiveCallsTheInteractor() async {
        let thread: Thread = Thread.fixture()

        await presenter.archive(thread: thread)

        #expect(interactor.archiveCallCount == 1)
        #expect(interactor.archiveReceived == [thread])
    }

    @Test func archiveDisplaysAnError() async {
        interactor.archiveError = ThreadsTestError.stubbed

        await presenter.archive(thread: Thread.fixture())

        #expect(view.displayErrorReceived.count == 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func archiveShowsNoErrorWhenCancelled() async {
        interactor.archiveError = CancellationError()

        await presenter.archive(thread: Thread.fixture())

        #expect(view.displayErrorReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showThreadRoutes() {
        let comment: Comment = Comment.fixture()

        presenter.showThread(comment)

        #expect(router.showThreadCallCount == 1)
        #expect(router.showThreadReceived == [comment])
    }
}
