import Foundation
import Testing

@testable import MVPFeed

/// What the view shows for `Post.fixture()`, in the fields the presenter copies.
/// The fields it formats are blank, here and in `copiedFields(_:)`: they are yours to test,
/// with a test for each state the view shows differently, as the MVP article's
/// `NumberPresenterTests` check "10", "11", "09" and that "decrease" is disabled at zero.
private nonisolated let expectedPostRow = PostRow(
    title: "title",
    likesText: ""
)

/// The fields of a view model the presenter copies from the entity, with the ones it formats
/// blank.
private nonisolated func copiedFields(_ postRow: PostRow) -> PostRow {
    PostRow(
        title: postRow.title,
        likesText: ""
    )
}

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct MVPFeedPresenterTests {
    private let view = MVPFeedViewSpy()
    private let model = MVPFeedModelSpy()
    private let navigator = MVPFeedNavigatorSpy()
    private let presenter: MVPFeedPresenter

    init() async {
        presenter = MVPFeedPresenter(model: model, navigator: navigator)
        model.loadPostsResult = .success([Post.fixture()])
        presenter.attach(view: view)
        await presenter.updateView()
    }
}

extension MVPFeedPresenterTests {
    // MARK: - Use cases

    @Test func showsTheInitialState() {
        #expect(model.loadPostsCallCount == 1)
        #expect(view.displayPostsReceived.map { $0.map(copiedFields) } == [[expectedPostRow]])
    }

    @Test func loadPostsDisplaysTheResult() async {
        model.loadPostsResult = .success([Post.fixture()])

        await presenter.loadPosts()

        #expect(model.loadPostsCallCount == 2, "once on attach, once here")
        #expect(view.displayPostsReceived.last?.map(copiedFields) == [expectedPostRow])
    }

    @Test func loadPostsDisplaysAnError() async {
        model.loadPostsResult = .failure(MVPFeedTestError.stubbed)

        await presenter.loadPosts()

        let message = view.displayErrorReceived.last
        #expect(message == MVPFeedTestError.stubbed.localizedDescription)
        #expect(view.displayPostsReceived.count == 1, "only what attach showed")
    }

    @Test func loadPostsEndsSilentlyWhenCancelled() async {
        model.loadPostsResult = .failure(CancellationError())

        await presenter.loadPosts()

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    @Test func likeCallsTheModel() async {
        let post: Post = Post.fixture()

        await presenter.like(post)

        #expect(model.likeCallCount == 1)
        #expect(model.likeReceived.last == post)
    }

    @Test func likeUpdatesTheView() async {
        await presenter.like(Post.fixture())

        #expect(model.loadPostsCallCount == 2, "once on attach, once after the action")
        #expect(view.displayPostsReceived.last?.map(copiedFields) == [expectedPostRow])
    }

    @Test func likeDisplaysAnError() async {
        model.likeError = MVPFeedTestError.stubbed

        await presenter.like(Post.fixture())

        let message = view.displayErrorReceived.last
        #expect(message == MVPFeedTestError.stubbed.localizedDescription)
    }

    @Test func likeEndsSilentlyWhenCancelled() async {
        model.likeError = CancellationError()

        await presenter.like(Post.fixture())

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    // MARK: - Routes

    @Test func showPostRoutes() {
        let post: PostRow = PostRow.fixture()
        presenter.showPost(post)

        #expect(navigator.showPostCallCount == 1)
        #expect(navigator.showPostReceived.last == post)
    }

    @Test func closeRoutes() {
        presenter.close()

        #expect(navigator.closeCallCount == 1)
    }
}

#if canImport(UIKit)
    /// The screen's load task ends with the screen.
    @MainActor
    struct MVPFeedViewControllerTests {
        @Test func releasingTheScreenCancelsItsLoadTask() throws {
            let model = MVPFeedModelSpy()
            model.loadPostsResult = .success([Post.fixture()])
            var controller: MVPFeedViewController? = MVPFeedViewController(
                presenter: MVPFeedPresenter(model: model)
            )
            controller?.viewDidLoad()
            let loadTask = try #require(controller?.loadTask)

            controller = nil

            #expect(loadTask.isCancelled)
        }
    }
#endif
