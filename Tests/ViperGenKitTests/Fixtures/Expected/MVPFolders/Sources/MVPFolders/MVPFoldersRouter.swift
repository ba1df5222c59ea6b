import Observation

/// Where the MVPFolders screen's routes go: a route sets `destination`, which the screen
/// pushes onto the navigation stack it is in, and a route that closes the screen sets
/// `isDismissed`, which the screen answers with its dismiss action. The screen keeps the
/// router, and the presenter sends its routes here.
@MainActor
@Observable
final class MVPFoldersRouter {
    /// The screen a route pushed above MVPFolders, on the stack MVPFolders is in; SwiftUI sets it
    /// back to `nil` when the user goes back.
    var destination: MVPFoldersDestination?
    /// Whether a route asked to close the screen; the screen dismisses itself when it is set.
    /// A flag and not a closure: a closure from the screen would keep the screen's state, which
    /// keeps this router, and neither would ever be released.
    var isDismissed = false
    /// What the modules the routes open are built with: the screen builds the one a route
    /// pushed from it.
    let dependencies: any MVPFoldersDependencies

    init(dependencies: any MVPFoldersDependencies) {
        self.dependencies = dependencies
    }
}

extension MVPFoldersRouter: MVPFoldersNavigator {
    func showSubfolder(path: String) {
        destination = MVPFoldersDestination(.showSubfolder(path: path))
    }

    func showInfo(for folder: FolderViewModel) {
        destination = MVPFoldersDestination(.showInfo(folder: folder))
    }

    func dismiss() {
        isDismissed = true
    }
}
