import Foundation
import XCTest

@testable import RoutesBuildOnceSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

nonisolated final class MailboxViewModelTests: XCTestCase {
    @MainActor
    func testOnAppearLoadsTheScreen() async {
        let harness = Harness()
        harness.service.loadLettersResult = .success([Letter.fixture()])

        await harness.viewModel.onAppear()

        XCTAssertEqual(harness.service.loadLettersCallCount, 1)
    }
}

extension MailboxViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadLettersPublishesTheResult() async {
        let harness = Harness()
        harness.service.loadLettersResult = .success([Letter.fixture()])

        await harness.viewModel.loadLetters()

        XCTAssertEqual(harness.service.loadLettersCallCount, 1)

        XCTAssertEqual(harness.viewModel.state.letters, [LetterItemViewModel.fixture()])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadLettersPublishesAnError() async {
        let harness = Harness()
        let error = MailboxTestError.stubbed
        harness.service.loadLettersResult = .failure(error)

        await harness.viewModel.loadLetters()

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.letters, MailboxState().letters)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadLettersEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadLettersResult = .failure(CancellationError())

        await harness.viewModel.loadLetters()

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadLettersShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadLettersResult = .success([Letter.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadLetters()
        }
        await harness.service.waitForAHeldCall()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await call.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testDismissErrorClearsTheError() async {
        let harness = Harness()
        harness.service.loadLettersResult = .failure(MailboxTestError.stubbed)
        await harness.viewModel.loadLetters()

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadLettersResult = .success([Letter.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadLetters()
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadLetters()

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowLetterNavigates() async {
        let harness = Harness()
        let letter: Letter = Letter.fixture()

        harness.viewModel.showLetter(letter)

        XCTAssertEqual(harness.navigator.showLetterCallCount, 1)
        XCTAssertEqual(harness.navigator.showLetterReceived, [letter])
    }

    @MainActor
    func testShowDraftsNavigates() async {
        let harness = Harness()

        harness.viewModel.showDrafts()

        XCTAssertEqual(harness.navigator.showDraftsCallCount, 1)
    }

    @MainActor
    func testShowMailboxNavigates() async {
        let harness = Harness()
        let content: String = "content"

        harness.viewModel.showMailbox(content: content)

        XCTAssertEqual(harness.navigator.showMailboxCallCount, 1)
        XCTAssertEqual(harness.navigator.showMailboxReceived, [content])
    }

    @MainActor
    func testSearchNavigates() async {
        let harness = Harness()
        let query: String = "query"

        harness.viewModel.search(query: query)

        XCTAssertEqual(harness.navigator.searchCallCount, 1)
        XCTAssertEqual(harness.navigator.searchReceived, [query])
    }

    @MainActor
    func testShowLetterPushesItsScreen() async {
        let harness = Harness()
        let router = MailboxRouter(dependencies: MailboxDependenciesDouble())
        let viewModel = MailboxViewModel(service: harness.service, navigator: router)

        viewModel.showLetter(Letter.fixture())

        guard case .showLetter? = router.destination?.route else {
            XCTFail("showLetter pushed another destination")
            return
        }
    }

    @MainActor
    func testShowMailboxPushesItsScreen() async {
        let harness = Harness()
        let router = MailboxRouter(dependencies: MailboxDependenciesDouble())
        let viewModel = MailboxViewModel(service: harness.service, navigator: router)

        viewModel.showMailbox(content: "content")

        guard case .showMailbox? = router.destination?.route else {
            XCTFail("showMailbox pushed another destination")
            return
        }
    }

    @MainActor
    func testSearchPushesItsScreen() async {
        let harness = Harness()
        let router = MailboxRouter(dependencies: MailboxDependenciesDouble())
        let viewModel = MailboxViewModel(service: harness.service, navigator: router)

        viewModel.search(query: "query")

        guard case .search? = router.destination?.route else {
            XCTFail("search pushed another destination")
            return
        }
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @MainActor
    func testShowLetterBuildsLetterDetailOnce() async throws {
        let dependencies = MailboxDependenciesDouble()
        let router = MailboxRouter(dependencies: dependencies)

        router.showLetter(Letter.fixture())

        let destination = try XCTUnwrap(router.destination)
        guard case .letterDetail(let letterDetailViewModel, _)? = destination.content else {
            XCTFail("shows \(String(describing: destination.content)) instead")
            return
        }
        XCTAssertEqual(dependencies.makeLetterDetailServiceCallCount, 1)
        // Its routes go to the router its screen is shown with.
        if case .letterDetail(let built, let builtRouter)? = destination.content {
            XCTAssertTrue(built.navigator === builtRouter)
        }
        XCTAssertEqual(letterDetailViewModel.letter, Letter.fixture())
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @MainActor
    func testShowLetterFreesItsLetterDetailWhenLeft() {
        let router = MailboxRouter(dependencies: MailboxDependenciesDouble())
        weak var viewModel: LetterDetailViewModel?

        router.showLetter(Letter.fixture())
        if case .letterDetail(let built, _)? = router.destination?.content {
            viewModel = built
        }
        XCTAssertNotNil(viewModel)

        router.destination = nil

        XCTAssertNil(viewModel)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// destination keeps it, and the screen shows that one however often it draws.
    @MainActor
    func testShowMailboxBuildsMailboxOnce() async throws {
        let dependencies = MailboxDependenciesDouble()
        let router = MailboxRouter(dependencies: dependencies)

        router.showMailbox(content: "content")

        let destination = try XCTUnwrap(router.destination)
        guard case .mailbox? = destination.content else {
            XCTFail("shows \(String(describing: destination.content)) instead")
            return
        }
        XCTAssertEqual(dependencies.makeMailboxServiceCallCount, 1)
        // Its routes go to the router its screen is shown with.
        if case .mailbox(let built, let builtRouter)? = destination.content {
            XCTAssertTrue(built.navigator === builtRouter)
        }
    }

    /// Going back frees the module the route built: the destination was all that kept it.
    @MainActor
    func testShowMailboxFreesItsMailboxWhenLeft() {
        let router = MailboxRouter(dependencies: MailboxDependenciesDouble())
        weak var viewModel: MailboxViewModel?

        router.showMailbox(content: "content")
        if case .mailbox(let built, _)? = router.destination?.content {
            viewModel = built
        }
        XCTAssertNotNil(viewModel)

        router.destination = nil

        XCTAssertNil(viewModel)
    }

    #if canImport(SwiftUI)
        @MainActor
        func testItsScreenBuildsAsContentAndAsRoot() async {
            let content = MailboxScreen(
                service: MailboxServiceSpy(),
                dependencies: MailboxDependenciesDouble()
            )
            let root = MailboxScreen.root(
                service: MailboxServiceSpy(),
                dependencies: MailboxDependenciesDouble()
            )

            _ = content
            XCTAssertTrue(root is NavigationStack<NavigationPath, MailboxScreen>)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = MailboxServiceSpy()
    let navigator = MailboxNavigatorSpy()
    let viewModel: MailboxViewModel

    init() {
        viewModel = MailboxViewModel(service: service, navigator: navigator)
    }
}
