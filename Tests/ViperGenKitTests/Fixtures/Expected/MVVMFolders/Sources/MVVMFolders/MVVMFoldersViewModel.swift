import Foundation
import Observation

/// The MVVMFolders screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class MVVMFoldersViewModel {
    private(set) var state = MVVMFoldersState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any MVVMFoldersNavigator)?
    private let service: any MVVMFoldersServiceProtocol
    // TODO: Load or show what the route passed, e.g. in `onAppear()`.
    /// What the route that opened the screen passed.
    let folder: String

    init(
        folder: String,
        service: any MVVMFoldersServiceProtocol,
        navigator: (any MVVMFoldersNavigator)? = nil
    ) {
        self.folder = folder
        self.service = service
        self.navigator = navigator
    }
}

extension MVVMFoldersViewModel {
    private func makeItemViewModel(from directory: Directory) -> DirectoryItemViewModel {
        DirectoryItemViewModel(name: directory.name, itemCount: directory.itemCount)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension MVVMFoldersViewModel: MVVMFoldersViewModelProtocol {
    func loadDirectories(in folder: String) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.directories = try await service.loadDirectories(in: folder).map(
                makeItemViewModel(from:)
            )
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showSubfolder(folder: String, animated: Bool) {
        navigator?.showSubfolder(folder: folder, animated: animated)
    }

    func showInfo(for directory: DirectoryItemViewModel) {
        navigator?.showInfo(for: directory)
    }

    func closeFolder() {
        navigator?.closeFolder()
    }
}
