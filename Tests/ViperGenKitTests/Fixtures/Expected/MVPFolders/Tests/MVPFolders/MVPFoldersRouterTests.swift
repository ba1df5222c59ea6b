import Testing

@testable import MVPFolders

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct MVPFoldersRouterTests {
    #if canImport(SwiftUI)
        /// The screen is content, with no navigation stack of its own, for a parent's stack to
        /// push (what it pushes goes onto that stack too), and `root(model:)` puts it at the
        /// root of a stack.
        @Test func theScreenBuildsAsContentAndAsRoot() {
            let _: MVPFoldersScreen = MVPFoldersScreen(
                path: "path",
                model: MVPFoldersModelSpy(),
                dependencies: MVPFoldersDependenciesDouble()
            )

            let root = MVPFoldersScreen.root(
                path: "path",
                model: MVPFoldersModelSpy(),
                dependencies: MVPFoldersDependenciesDouble()
            )

            #expect(root is NavigationStack<NavigationPath, MVPFoldersScreen>)
        }
    #endif
}

extension MVPFoldersRouterTests {
    // MARK: - Routes

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showSubfolderPushesItsDestination() {
        let router = MVPFoldersRouter(dependencies: MVPFoldersDependenciesDouble())
        let presenter = MVPFoldersPresenter(
            path: "path",
            model: MVPFoldersModelSpy(),
            navigator: router
        )

        presenter.showSubfolder(path: "path")

        guard case .showSubfolder(let path)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(path == "path")
    }

    #if canImport(SwiftUI)
        /// The route pushes the screen of the module it opens, as content on the stack the
        /// screen is in.
        @Test func showSubfolderPushesTheMVPFoldersScreen() throws {
            let router = MVPFoldersRouter(dependencies: MVPFoldersDependenciesDouble())
            let presenter = MVPFoldersPresenter(
                path: "path",
                model: MVPFoldersModelSpy(),
                navigator: router
            )

            presenter.showSubfolder(path: "path")

            let destination = try #require(router.destination)
            #expect(destination.shows(MVPFoldersScreen.self, dependencies: router.dependencies))
        }
    #endif

    /// The route the presenter takes pushes its destination onto the stack the screen is in.
    @Test func showInfoPushesItsDestination() {
        let router = MVPFoldersRouter(dependencies: MVPFoldersDependenciesDouble())
        let presenter = MVPFoldersPresenter(
            path: "path",
            model: MVPFoldersModelSpy(),
            navigator: router
        )

        presenter.showInfo(for: FolderViewModel.fixture())

        guard case .showInfo(let folder)? = router.destination?.route else {
            Issue.record("pushed \(String(describing: router.destination?.route)) instead")
            return
        }
        #expect(folder == FolderViewModel.fixture())
    }

    /// The route the presenter takes closes the screen: the router asks it to dismiss itself.
    @Test func dismissDismissesTheScreen() {
        let router = MVPFoldersRouter(dependencies: MVPFoldersDependenciesDouble())
        let presenter = MVPFoldersPresenter(
            path: "path",
            model: MVPFoldersModelSpy(),
            navigator: router
        )

        presenter.dismiss()

        #expect(router.isDismissed)
    }
}
