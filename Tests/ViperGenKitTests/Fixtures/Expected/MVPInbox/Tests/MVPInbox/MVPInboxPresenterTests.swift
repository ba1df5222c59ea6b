import Foundation
import XCTest

@testable import MVPInbox

/// What the view shows for `Mailbox.fixture()`, in the fields the presenter copies.
/// The fields it formats are blank, here and in `copiedFields(_:)`: they are yours to test,
/// with a test for each state the view shows differently, as the MVP article's
/// `NumberPresenterTests` check "10", "11", "09" and that "decrease" is disabled at zero.
private nonisolated let expectedMailboxViewModel = MailboxViewModel(
    subjects: ["subjects"],
    unreadText: ""
)

/// The fields of a view model the presenter copies from the entity, with the ones it formats
/// blank.
private nonisolated func copiedFields(_ mailboxViewModel: MailboxViewModel) -> MailboxViewModel {
    MailboxViewModel(
        subjects: mailboxViewModel.subjects,
        unreadText: ""
    )
}

/// The presenter runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class MVPInboxPresenterTests: XCTestCase {
    @MainActor
    func testShowsTheInitialState() async {
        let harness = Harness()

        XCTAssertEqual(harness.view.displayReceived.map(copiedFields), [expectedMailboxViewModel])
    }
}

extension MVPInboxPresenterTests {
    // MARK: - Use cases

    @MainActor
    func testMarkAllReadCallsTheModel() async {
        let harness = Harness()

        await harness.presenter.markAllRead()

        XCTAssertEqual(harness.model.markAllReadCallCount, 1)
    }

    @MainActor
    func testMarkAllReadUpdatesTheView() async {
        let harness = Harness()

        await harness.presenter.markAllRead()

        XCTAssertEqual(
            harness.view.displayReceived.count,
            2,
            "once on attach, once after the action"
        )
        XCTAssertEqual(
            harness.view.displayReceived.last.map(copiedFields),
            expectedMailboxViewModel
        )
    }

    @MainActor
    func testMarkAllReadDisplaysAnError() async {
        let harness = Harness()
        harness.model.markAllReadError = MVPInboxTestError.stubbed

        await harness.presenter.markAllRead()

        XCTAssertEqual(
            harness.view.displayErrorReceived.last,
            MVPInboxTestError.stubbed.localizedDescription
        )
    }

    @MainActor
    func testMarkAllReadEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.model.markAllReadError = CancellationError()

        await harness.presenter.markAllRead()

        XCTAssertTrue(
            harness.view.displayErrorReceived.isEmpty,
            "a cancelled task is not an error to show"
        )
    }

    // MARK: - Routes

    @MainActor
    func testShowSubjectRoutes() async {
        let harness = Harness()
        let subject: String = "subject"
        harness.presenter.showSubject(subject)

        XCTAssertEqual(harness.navigator.showSubjectCallCount, 1)
        XCTAssertEqual(harness.navigator.showSubjectReceived.last, subject)
    }

    @MainActor
    func testDismissRoutes() async {
        let harness = Harness()
        harness.presenter.dismiss()

        XCTAssertEqual(harness.navigator.dismissCallCount, 1)
    }
}

/// What each test starts from, as the screen does: the presenter attached to a view spy,
/// showing the state of a model spy.
@MainActor
private struct Harness {
    let view = MVPInboxViewSpy()
    let model = MVPInboxModelSpy()
    let navigator = MVPInboxNavigatorSpy()
    let presenter: MVPInboxPresenter

    init() {
        presenter = MVPInboxPresenter(model: model, navigator: navigator)
        presenter.attach(view: view)
    }
}
