import Foundation

/// The MVPFolders presentation logic: handles the user's actions with the model and sends
/// the results, formatted, to the passive view.
@MainActor
final class MVPFoldersPresenter {
    private weak var view: (any MVPFoldersView)?
    /// Where routes go; weak, because what shows the screen owns it (the generated screens
    /// keep a router, a coordinator keeps itself).
    weak var navigator: (any MVPFoldersNavigator)?
    private let model: any MVPFoldersModelProtocol
    // TODO: Show or load what the route passed, e.g. in `updateView()`.
    /// What the route that opened the screen passed.
    let path: String

    init(
        path: String,
        model: any MVPFoldersModelProtocol,
        navigator: (any MVPFoldersNavigator)? = nil
    ) {
        self.path = path
        self.model = model
        self.navigator = navigator
    }

    /// Connects the view, which the presenter holds weakly, and shows it the current state.
    func attach(view: any MVPFoldersView) {
        self.view = view
        updateView()
    }

    func loadFolders(in path: String) async {
        do {
            let folders = try await model.loadFolders(in: path)
            view?.displayFolders(folders.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showSubfolder(path: String) {
        navigator?.showSubfolder(path: path)
    }

    func showInfo(for folder: FolderViewModel) {
        navigator?.showInfo(for: folder)
    }

    func dismiss() {
        navigator?.dismiss()
    }

    /// Shows the model's current state: when the view is attached and after each action
    /// that has no result of its own.
    private func updateView() {
        // TODO: Show the model's state here: no use case of the spec loads it without arguments.
    }

    private func makeViewModel(from folder: Folder) -> FolderViewModel {
        FolderViewModel(name: folder.name, itemCount: folder.itemCount)
    }
}

/// Whether `error` only says that the work was cancelled (the screen went away, a newer
/// request replaced it): nothing the user needs to be told.
private nonisolated func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
}
