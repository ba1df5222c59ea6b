import Foundation
import XCTest

@testable import MVVMFolders

nonisolated final class MVVMFoldersViewModelTests: XCTestCase {}

extension MVVMFoldersViewModelTests {
    // MARK: - Use cases

    @MainActor
    func testLoadDirectoriesPublishesTheResult() async {
        let harness = Harness()
        let folder: String = "folder"
        harness.service.loadDirectoriesResult = .success([Directory.fixture()])

        await harness.viewModel.loadDirectories(in: folder)

        XCTAssertEqual(harness.service.loadDirectoriesCallCount, 1)
        XCTAssertEqual(harness.service.loadDirectoriesReceived, [folder])

        XCTAssertEqual(harness.viewModel.state.directories, [DirectoryItemViewModel.fixture()])
        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadDirectoriesPublishesAnError() async {
        let harness = Harness()
        let error = MVVMFoldersTestError.stubbed
        harness.service.loadDirectoriesResult = .failure(error)

        await harness.viewModel.loadDirectories(in: "folder")

        XCTAssertEqual(harness.viewModel.state.errorMessage, error.localizedDescription)
        XCTAssertEqual(harness.viewModel.state.directories, MVVMFoldersState().directories)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadDirectoriesEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadDirectoriesResult = .failure(CancellationError())

        await harness.viewModel.loadDirectories(in: "folder")

        XCTAssertNil(harness.viewModel.state.errorMessage)
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    @MainActor
    func testLoadDirectoriesShowsLoadingWhileItRuns() async {
        let harness = Harness()
        harness.service.loadDirectoriesResult = .success([Directory.fixture()])
        harness.service.holdsCalls = true
        let call = Task {
            await harness.viewModel.loadDirectories(in: "folder")
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
        harness.service.loadDirectoriesResult = .failure(MVVMFoldersTestError.stubbed)
        await harness.viewModel.loadDirectories(in: "folder")

        harness.viewModel.dismissError()

        XCTAssertNil(harness.viewModel.state.errorMessage)
    }

    @MainActor
    func testIsLoadingLastsUntilTheLastIntentEnds() async {
        let harness = Harness()
        harness.service.loadDirectoriesResult = .success([Directory.fixture()])
        harness.service.holdsCalls = true
        let first = Task {
            await harness.viewModel.loadDirectories(in: "folder")
        }
        await harness.service.waitForAHeldCall()
        harness.service.holdsCalls = false

        await harness.viewModel.loadDirectories(in: "folder")

        XCTAssertTrue(harness.viewModel.state.isLoading)
        harness.service.resumeHeldCalls()
        await first.value
        XCTAssertFalse(harness.viewModel.state.isLoading)
    }

    // MARK: - Routes

    @MainActor
    func testShowSubfolderNavigates() async {
        let harness = Harness()
        let folder: String = "folder"
        let animated: Bool = true

        harness.viewModel.showSubfolder(folder: folder, animated: animated)

        XCTAssertEqual(harness.navigator.showSubfolderCallCount, 1)
        XCTAssertEqual(harness.navigator.showSubfolderReceived.first?.folder, folder)
        XCTAssertEqual(harness.navigator.showSubfolderReceived.first?.animated, animated)
    }

    @MainActor
    func testShowInfoNavigates() async {
        let harness = Harness()
        let directory: DirectoryItemViewModel = DirectoryItemViewModel.fixture()

        harness.viewModel.showInfo(for: directory)

        XCTAssertEqual(harness.navigator.showInfoCallCount, 1)
        XCTAssertEqual(harness.navigator.showInfoReceived, [directory])
    }

    @MainActor
    func testCloseFolderNavigates() async {
        let harness = Harness()

        harness.viewModel.closeFolder()

        XCTAssertEqual(harness.navigator.closeFolderCallCount, 1)
    }

    #if canImport(UIKit)
        /// The route pushes the screen of the module it opens, built as the app opens it.
        @MainActor
        func testShowSubfolderPushesTheMVVMFoldersScreen() async {
            let router = MVVMFoldersRouter(dependencies: MVVMFoldersDependenciesDouble())
            let screen = MVVMFoldersScreenSpy(nibName: nil, bundle: nil)
            screen.pushAboveAnotherScreen()
            router.viewController = screen

            router.showSubfolder(folder: "folder", animated: true)

            XCTAssertEqual(screen.navigation.pushed.count, 1)
            XCTAssertTrue(screen.navigation.pushed.last is MVVMFoldersViewController)
        }
    #endif

    #if canImport(UIKit)
        @MainActor
        func testCloseFolderPopsTheScreenWhenItWasPushed() async {
            let router = MVVMFoldersRouter(dependencies: MVVMFoldersDependenciesDouble())
            let screen = MVVMFoldersScreenSpy(nibName: nil, bundle: nil)
            screen.pushAboveAnotherScreen()
            router.viewController = screen

            router.closeFolder()

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenter.dismissCallCount, 0)
        }

        @MainActor
        func testCloseFolderDismissesTheScreenWhenItWasPresented() async {
            let router = MVVMFoldersRouter(dependencies: MVVMFoldersDependenciesDouble())
            let screen = MVVMFoldersScreenSpy(nibName: nil, bundle: nil)
            screen.isPresented = true
            router.viewController = screen

            router.closeFolder()

            XCTAssertEqual(screen.presenter.dismissCallCount, 1)
        }
    #endif
}

/// The view model under test, wired to spies.
@MainActor
private struct Harness {
    let service = MVVMFoldersServiceSpy()
    let navigator = MVVMFoldersNavigatorSpy()
    let viewModel: MVVMFoldersViewModel

    init() {
        viewModel = MVVMFoldersViewModel(folder: "folder", service: service, navigator: navigator)
    }
}
