import Foundation
import XCTest

@testable import MVPRoutes

/// What the view shows for `Book.fixture()`: the fields the presenter copies.
private nonisolated let expectedBookSummary = BookSummary(title: "title")

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class BookDetailPresenterTests: XCTestCase {
    @MainActor
    func testShowsTheInitialState() async {
        let harness = Harness()

        XCTAssertEqual(harness.view.displayReceived, [expectedBookSummary])
    }
}

extension BookDetailPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testMarkAsReadCallsTheModel() async {
        let harness = Harness()
        let book: Book = Book.fixture()

        await harness.presenter.markAsRead(book)

        XCTAssertEqual(harness.model.markAsReadCallCount, 1)
        XCTAssertEqual(harness.model.markAsReadReceived.last, book)
    }

    @MainActor
    func testMarkAsReadUpdatesTheView() async {
        let harness = Harness()

        await harness.presenter.markAsRead(Book.fixture())

        XCTAssertEqual(
            harness.view.displayReceived.count,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(harness.view.displayReceived.last, expectedBookSummary)
    }

    @MainActor
    func testMarkAsReadDisplaysAnError() async {
        let harness = Harness()
        harness.model.markAsReadError = BookDetailTestError.stubbed

        await harness.presenter.markAsRead(Book.fixture())

        XCTAssertEqual(
            harness.view.displayErrorReceived.last,
            BookDetailTestError.stubbed.localizedDescription
        )
    }

    @MainActor
    func testMarkAsReadEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.model.markAsReadError = CancellationError()

        await harness.presenter.markAsRead(Book.fixture())

        XCTAssertTrue(
            harness.view.displayErrorReceived.isEmpty,
            "a cancelled task is not an error to show"
        )
    }

    // MARK: - Routes

    @MainActor
    func testShowReviewsRoutes() async {
        let harness = Harness()
        let book: Book = Book.fixture()
        let animated: Bool = true
        harness.presenter.showReviews(for: book, animated: animated)

        XCTAssertEqual(harness.navigator.showReviewsCallCount, 1)
        let received = harness.navigator.showReviewsReceived.last
        XCTAssertEqual(received?.book, book)
        XCTAssertEqual(received?.animated, animated)
    }

    @MainActor
    func testCloseRoutes() async {
        let harness = Harness()
        harness.presenter.close()

        XCTAssertEqual(harness.navigator.closeCallCount, 1)
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = BookDetailViewSpy()
    let model = BookDetailModelSpy()
    let navigator = BookDetailNavigatorSpy()
    let presenter: BookDetailPresenter

    init() {
        presenter = BookDetailPresenter(book: Book.fixture(), model: model, navigator: navigator)
        presenter.attach(view: view)
    }
}
