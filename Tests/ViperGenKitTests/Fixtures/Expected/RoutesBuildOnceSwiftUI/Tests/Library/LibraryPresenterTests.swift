import XCTest

@testable import RoutesBuildOnceSwiftUI

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class LibraryPresenterTests: XCTestCase {
    @MainActor
    func testViewDidLoadLoadsTheScreen() async {
        let harness = Harness()
        harness.interactor.loadBooksResult = .success([Book.fixture()])

        await harness.presenter.viewDidLoad()

        XCTAssertEqual(harness.interactor.loadBooksCallCount, 1)
    }
}

extension LibraryPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testLoadBooksDisplaysTheResult() async {
        let harness = Harness()
        harness.interactor.loadBooksResult = .success([Book.fixture()])

        await harness.presenter.loadBooks()

        XCTAssertEqual(harness.interactor.loadBooksCallCount, 1)
        XCTAssertEqual(harness.view.displayBooksReceived, [[BookViewModel.fixture()]])
    }

    @MainActor
    func testLoadBooksDisplaysAnError() async {
        let harness = Harness()
        harness.interactor.loadBooksResult = .failure(LibraryTestError.stubbed)

        await harness.presenter.loadBooks()

        XCTAssertEqual(harness.view.displayErrorReceived.count, 1)
        XCTAssertTrue(harness.view.displayBooksReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @MainActor
    func testLoadBooksShowsNoErrorWhenCancelled() async {
        let harness = Harness()
        harness.interactor.loadBooksResult = .failure(CancellationError())

        await harness.presenter.loadBooks()

        XCTAssertTrue(harness.view.displayErrorReceived.isEmpty)
        XCTAssertTrue(harness.view.displayBooksReceived.isEmpty)
    }

    // MARK: - Routes

    @MainActor
    func testShowBookRoutes() async {
        let harness = Harness()
        let book: Book = Book.fixture()
        let route: String = "route"

        harness.presenter.showBook(for: book, route: route)

        XCTAssertEqual(harness.router.showBookCallCount, 1)
        XCTAssertEqual(harness.router.showBookReceived.first?.book, book)
        XCTAssertEqual(harness.router.showBookReceived.first?.route, route)
    }

    @MainActor
    func testShowShelfRoutes() async {
        let harness = Harness()
        harness.presenter.showShelf()

        XCTAssertEqual(harness.router.showShelfCallCount, 1)
    }

    @MainActor
    func testShowSearchRoutes() async {
        let harness = Harness()
        let query: String = "query"

        harness.presenter.showSearch(query: query)

        XCTAssertEqual(harness.router.showSearchCallCount, 1)
        XCTAssertEqual(harness.router.showSearchReceived, [query])
    }
}

/// The presenter under test, wired to spies.
@MainActor
private struct Harness {
    let view = LibraryViewSpy()
    let interactor = LibraryInteractorSpy()
    let router = LibraryRouterSpy()
    let presenter: LibraryPresenter

    init() {
        presenter = LibraryPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}
