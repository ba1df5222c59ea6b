import Foundation
import Testing

@testable import MVPFolders

/// What the view shows for `Folder.fixture()`: the fields the presenter copies.
private nonisolated let expectedFolderViewModel = FolderViewModel(name: "name", itemCount: 497)

/// Each test starts as the screen does: the presenter is attached to a view spy and shows
/// the state of a model spy.
@MainActor
struct MVPFoldersPresenterTests {
    private let view = MVPFoldersViewSpy()
    private let model = MVPFoldersModelSpy()
    private let navigator = MVPFoldersNavigatorSpy()
    private let presenter: MVPFoldersPresenter

    init() {
        presenter = MVPFoldersPresenter(path: "path", model: model, navigator: navigator)
        presenter.attach(view: view)
    }
}

extension MVPFoldersPresenterTests {
    // MARK: - Use cases

    @Test func loadFoldersDisplaysTheResult() async {
        model.loadFoldersResult = .success([Folder.fixture()])
        let path: String = "path"

        await presenter.loadFolders(in: path)

        #expect(model.loadFoldersCallCount == 1)
        #expect(model.loadFoldersReceived.last == path)
        #expect(view.displayFoldersReceived.last == [expectedFolderViewModel])
    }

    @Test func loadFoldersDisplaysAnError() async {
        model.loadFoldersResult = .failure(MVPFoldersTestError.stubbed)

        await presenter.loadFolders(in: "path")

        let message = view.displayErrorReceived.last
        #expect(message == MVPFoldersTestError.stubbed.localizedDescription)
        #expect(view.displayFoldersReceived.isEmpty)
    }

    @Test func loadFoldersEndsSilentlyWhenCancelled() async {
        model.loadFoldersResult = .failure(CancellationError())

        await presenter.loadFolders(in: "path")

        #expect(view.displayErrorReceived.isEmpty, "a cancelled task is not an error to show")
    }

    // MARK: - Routes

    @Test func showSubfolderRoutes() {
        let path: String = "path"
        presenter.showSubfolder(path: path)

        #expect(navigator.showSubfolderCallCount == 1)
        #expect(navigator.showSubfolderReceived.last == path)
    }

    @Test func showInfoRoutes() {
        let folder: FolderViewModel = FolderViewModel.fixture()
        presenter.showInfo(for: folder)

        #expect(navigator.showInfoCallCount == 1)
        #expect(navigator.showInfoReceived.last == folder)
    }

    @Test func dismissRoutes() {
        presenter.dismiss()

        #expect(navigator.dismissCallCount == 1)
    }
}
