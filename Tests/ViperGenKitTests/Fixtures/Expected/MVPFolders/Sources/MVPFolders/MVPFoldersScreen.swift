#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPFolders screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears. It is
    /// content: a parent's navigation stack pushes it, or `root(model:)` puts it at the root of a
    /// stack of its own; the screens its routes push go onto the stack it is in, so one
    /// stack at the root carries every screen the app pushes.
    struct MVPFoldersScreen: View {
        @State private var objects: Objects
        /// Whether the first state was shown to its end: the screen shows it once, not each time
        /// it comes back.
        @State private var hasLoaded = false
        @Environment(\.dismiss) private var dismiss

        /// The screen as a route opens it: its presenter works on `model`.
        /// The presenter keeps what the route passed.
        /// The screens the routes push are built with `dependencies`.
        init(
            path: String,
            model: any MVPFoldersModelProtocol,
            dependencies: any MVPFoldersDependencies
        ) {
            _objects = State(
                initialValue: Objects(path: path, model: model, dependencies: dependencies)
            )
        }

        /// The screen at the root of a navigation stack, for a window or a sheet: the one stack
        /// that every screen pushed from here, and from those, goes onto.
        static func root(
            path: String,
            model: any MVPFoldersModelProtocol,
            dependencies: any MVPFoldersDependencies
        ) -> some View {
            NavigationStack {
                MVPFoldersScreen(path: path, model: model, dependencies: dependencies)
            }
        }

        var body: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("MVPFolders")
                .navigationDestination(item: Bindable(objects.router).destination) { destination in
                    destination.content(dependencies: objects.router.dependencies) { route in
                        // TODO: Build the module of a route that names none and return its
                        // content, for example `OtherModuleScreen(model: otherModel)`.
                        Text(String(describing: route))
                    }
                }
                .task {
                    // SwiftUI ends this task when a screen is pushed above this one and starts it
                    // again when the user comes back: a first load cut short runs again then, one
                    // that ran to its end does not.
                    guard !hasLoaded else { return }
                    objects.presenter.attach(view: objects.state)
                    hasLoaded = !Task.isCancelled
                }
                .onChange(of: objects.router.isDismissed) { _, isDismissed in
                    // Taken back at once, so the next route that closes the screen is seen too.
                    if isDismissed {
                        objects.router.isDismissed = false
                        dismiss()
                    }
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { objects.state.errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { objects.state.errorMessage = nil }
                        }
                    ),
                    presenting: objects.state.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }
    }

    extension MVPFoldersScreen {
        /// The module's objects, made together once for the screen's lifetime and kept in one
        /// `@State`: when a parent builds the screen again, SwiftUI keeps the first ones and
        /// drops the new ones, so the presenter always fills the state the screen shows.
        @MainActor
        private final class Objects {
            let state = MVPFoldersViewState()
            let router: MVPFoldersRouter
            let presenter: MVPFoldersPresenter

            init(
                path: String,
                model: any MVPFoldersModelProtocol,
                dependencies: any MVPFoldersDependencies
            ) {
                router = MVPFoldersRouter(dependencies: dependencies)
                presenter = MVPFoldersPresenter(path: path, model: model, navigator: router)
            }
        }
    }

    /// The screen as it first appears, at the root of a stack, over a model that has nothing
    /// to show.
    struct MVPFoldersScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVPFoldersScreen.root(
                path: "",
                model: MVPFoldersPreviewModel(),
                dependencies: MVPFoldersPreviewDependencies()
            )
        }
    }

    /// What the preview's routes would build modules with: the canvas shows this screen
    /// alone, so it opens no other module.
    @MainActor
    private struct MVPFoldersPreviewDependencies: MVPFoldersDependencies {
        func makeMVPFoldersModel() -> any MVPFoldersModelProtocol {
            MVPFoldersPreviewModel()
        }
    }

    /// A model for previews: it answers with empty values; a throwing call without one throws
    /// `CancellationError`, which the screen does not report, and a TODO marks any other.
    @MainActor
    private final class MVPFoldersPreviewModel: MVPFoldersModelProtocol {
        func loadFolders(in path: String) async throws -> [Folder] {
            []
        }
    }
#endif
