import Foundation
import Testing

@testable import RoutesBuildOnceSwiftUI

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct LetterDetailViewModelTests {
    private let service = LetterDetailServiceSpy()
    private let navigator = LetterDetailNavigatorSpy()
    private let viewModel: LetterDetailViewModel

    init() {
        viewModel = LetterDetailViewModel(
            letter: Letter.fixture(),
            service: service,
            navigator: navigator
        )
    }
}

extension LetterDetailViewModelTests {
    // MARK: - Use cases

    @Test func archiveCallsTheService() async {
        let letter: Letter = Letter.fixture()

        await viewModel.archive(letter)

        #expect(service.archiveCallCount == 1)
        #expect(service.archiveReceived == [letter])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func archivePublishesAnError() async {
        let error = LetterDetailTestError.stubbed
        service.archiveError = error

        await viewModel.archive(Letter.fixture())

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(!viewModel.state.isLoading)
    }

    @Test func archiveEndsSilentlyWhenCancelled() async {
        service.archiveError = CancellationError()

        await viewModel.archive(Letter.fixture())

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func archiveShowsLoadingWhileItRuns() async {
        service.holdsCalls = true
        let call = Task {
            await viewModel.archive(Letter.fixture())
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func dismissErrorClearsTheError() async {
        service.archiveError = LetterDetailTestError.stubbed
        await viewModel.archive(Letter.fixture())

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func isLoadingLastsUntilTheLastIntentEnds() async {
        service.holdsCalls = true
        let first = Task {
            await viewModel.archive(Letter.fixture())
        }
        await service.waitForAHeldCall()
        service.holdsCalls = false

        await viewModel.archive(Letter.fixture())

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await first.value
        #expect(!viewModel.state.isLoading)
    }

    // MARK: - Routes

    @Test func dismissNavigates() {
        viewModel.dismiss()

        #expect(navigator.dismissCallCount == 1)
    }

    @Test func dismissDismissesTheScreen() {
        let router = LetterDetailRouter()
        let viewModel = LetterDetailViewModel(
            letter: Letter.fixture(),
            service: service,
            navigator: router
        )

        viewModel.dismiss()

        #expect(router.isDismissed)
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let content = LetterDetailScreen(letter: Letter.fixture(), service: service)
            let root = LetterDetailScreen.root(letter: Letter.fixture(), service: service)

            _ = content
            #expect(root is NavigationStack<NavigationPath, LetterDetailScreen>)
        }
    #endif
}
