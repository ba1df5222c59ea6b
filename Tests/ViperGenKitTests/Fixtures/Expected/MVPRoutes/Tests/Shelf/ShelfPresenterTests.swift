import Foundation
import Testing

@testable import MVPRoutes

/// What the view shows for `Book.fixture()`, in the fields the presenter copies.
/// The fields it formats are blank, here and in `copiedFields(_:)`: they are yours to test,
/// with a test for each state the view shows differently, as the MVP article's
/// `NumberPresenterTests` check "10", "11", "09" and that "decrease" is disabled at zero.
private nonisolated let expectedBookRow = BookRow(
    title: "title",
    pagesText: ""
)

/// The fields of a view model the presenter copies from the entity, with the ones it formats
/// blank.
private nonisolated func copiedFields(_ bookRow: BookRow) -> BookRow {
    BookRow(
        title: bookRow.title,
        pagesText: ""
    )
}

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct ShelfPresenterTests {
    private let view = ShelfViewSpy()
    private let model = ShelfModelSpy()
    private let navigator = ShelfNavigatorSpy()
    private let presenter: ShelfPresenter

    init() async {
        presenter = ShelfPresenter(model: model, navigator: navigator)
        model.loadBooksResult = .success([Book.fixture()])
        presenter.attach(view: view)
        await presenter.updateView()
    }
}

extension ShelfPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(model.loadBooksCallCount == 1)
        #expect(view.displayBooksReceived.map { $0.map(copiedFields) } == [[expectedBookRow]])
    }

    @Test func loadBooksDisplaysTheResult() async {
        model.loadBooksResult = .success([Book.fixture()])

        await presenter.loadBooks()

        #expect(model.loadBooksCallCount == 2, "once on attach, once here")
        #expect(view.displayBooksReceived.last?.map(copiedFields) == [expectedBookRow])
    }

    @Test func loadBooksDisplaysAnError() async {
        model.loadBooksResult = .failure(ShelfTestError.stubbed)

        await presenter.loadBooks()

        let message = view.displayErrorReceived.last
        #expect(message == ShelfTestError.stubbed.localizedDescription)
        #expect(view.displayBooksReceived.count == 1, "only what attach showed")
    }

    @Test func loadBooksEndsSilentlyWhenCancelled() async {
        model.loadBooksResult = .failure(CancellationError())

        await presenter.loadBooks()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    // MARK: - Routes

    @Test func showBookRoutes() {
        let book: Book = Book.fixture()
        presenter.showBook(book)

        #expect(navigator.showBookCallCount == 1)
        #expect(navigator.showBookReceived.last == book)
    }

    @Test func showSettingsRoutes() {
        presenter.showSettings()

        #expect(navigator.showSettingsCallCount == 1)
    }
}

#if canImport(UIKit)
    /// The screen's load task ends with the screen.
    @MainActor
    struct ShelfViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoadTask() throws {
            let model = ShelfModelSpy()
            model.loadBooksResult = .success([Book.fixture()])
            var controller: ShelfViewController? = ShelfViewController(
                presenter: ShelfPresenter(model: model),
                router: ShelfRouter(dependencies: ShelfDependenciesDouble())
            )
            controller?.viewDidLoad()
            let loadTask = try #require(controller?.loadTask)

            controller = nil

            #expect(loadTask.isCancelled)
        }
    }
#endif
