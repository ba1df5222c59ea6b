import Foundation
import Testing

@testable import MVPRoutes

/// What the view shows for `Review.fixture()`: the fields the presenter copies.
private nonisolated let expectedReviewViewModel = ReviewViewModel(author: "author", text: "text")

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct ReviewsPresenterTests {
    private let view = ReviewsViewSpy()
    private let model = ReviewsModelSpy()
    private let navigator = ReviewsNavigatorSpy()
    private let presenter: ReviewsPresenter

    init() async {
        presenter = ReviewsPresenter(model: model, navigator: navigator)
        model.loadReviewsResult = .success([Review.fixture()])
        presenter.attach(view: view)
        await presenter.updateView()
    }
}

extension ReviewsPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(model.loadReviewsCallCount == 1)
        #expect(view.displayReviewsReceived == [[expectedReviewViewModel]])
    }

    @Test func loadReviewsDisplaysTheResult() async {
        model.loadReviewsResult = .success([Review.fixture()])

        await presenter.loadReviews()

        #expect(model.loadReviewsCallCount == 2, "once on attach, once here")
        #expect(view.displayReviewsReceived.last == [expectedReviewViewModel])
    }

    @Test func loadReviewsDisplaysAnError() async {
        model.loadReviewsResult = .failure(ReviewsTestError.stubbed)

        await presenter.loadReviews()

        let message = view.displayErrorReceived.last
        #expect(message == ReviewsTestError.stubbed.localizedDescription)
        #expect(view.displayReviewsReceived.count == 1, "only what attach showed")
    }

    @Test func loadReviewsEndsSilentlyWhenCancelled() async {
        model.loadReviewsResult = .failure(CancellationError())

        await presenter.loadReviews()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    // MARK: - Routes

    @Test func showShelfRoutes() {
        presenter.showShelf()

        #expect(navigator.showShelfCallCount == 1)
    }
}

#if canImport(UIKit)
    /// The screen's load task ends with the screen.
    @MainActor
    struct ReviewsViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoadTask() throws {
            let model = ReviewsModelSpy()
            model.loadReviewsResult = .success([Review.fixture()])
            var controller: ReviewsViewController? = ReviewsViewController(
                presenter: ReviewsPresenter(model: model),
                router: ReviewsRouter(dependencies: ReviewsDependenciesDouble())
            )
            controller?.viewDidLoad()
            let loadTask = try #require(controller?.loadTask)

            controller = nil

            #expect(loadTask.isCancelled)
        }
    }
#endif
