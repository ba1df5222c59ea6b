#if canImport(SwiftUI)
    import SwiftUI

    /// The Playlist screen: shows what the presenter puts in `state`, sends the user's
    /// requests to `state.interactor`, and takes the routes with `state.router`. It is content,
    /// with no navigation stack of its own: a parent pushes it onto its stack, and the scenes it
    /// pushes go onto that same stack. `PlaylistRootView` puts it at the root of a stack.
    struct PlaylistView: View {
        /// What the screen shows, which owns the scene (interactor, presenter, router). SwiftUI
        /// keeps the first state the screen is given, so a scene a parent builds again is
        /// dropped whole and the kept one goes on updating the screen.
        @State private var state: PlaylistDisplayState
        /// Closes the screen when a route of the router asks for it: pops it when it was pushed,
        /// dismisses it when it was presented.
        @Environment(\.dismiss) private var dismiss

        init(state: PlaylistDisplayState) {
            _state = State(initialValue: state)
        }

        var body: some View {
            // TODO: Lay out what `state` holds; take the routes with `state.router`.
            Text("Playlist")
                // The router holds the destination: a route it takes pushes the destination's
                // scene onto the stack this screen is in, and popping it clears it.
                .navigationDestination(
                    item: Binding(
                        get: { state.router?.destination },
                        set: { destination in state.router?.destination = destination }
                    )
                ) { destination in
                    if destination.scene != nil {
                        // The screen of the scene the route built, as content.
                        destination.content
                    } else {
                        // TODO: Build the scene of `destination.route` as content, with its
                        // configurator's `makeView()`: its pushes then go onto this same stack.
                        Text(String(describing: destination.route))
                    }
                }
                .task { @MainActor [state] in
                    // Once per scene: the state runs the requests in a task of its own, which a
                    // screen pushed over this one does not cancel and popping it does not start
                    // again (this `.task` is cancelled and run again each time). The state cancels
                    // it when the scene goes away for good.
                    guard state.loadTask == nil else { return }
                    state.loadTask = Task { [weak state] in
                        // The task keeps the interactor, not the state, while the requests run.
                        guard let interactor = state?.interactor else { return }
                        await interactor.songs(request: .init())
                    }
                }
                .onChange(of: state.router?.isDismissed == true) { _, isDismissed in
                    // Taken back at once, so the next route that closes the screen is seen too.
                    guard isDismissed else { return }
                    state.router?.isDismissed = false
                    dismiss()
                }
                .alert(
                    state.errorViewModel?.title ?? "",
                    isPresented: Binding(
                        get: { state.errorViewModel != nil },
                        set: { isPresented in
                            if !isPresented { state.errorViewModel = nil }
                        }
                    ),
                    presenting: state.errorViewModel
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { viewModel in
                    Text(viewModel.message)
                }
        }
    }

    /// The Playlist screen at the root of a navigation stack, for an app's (or a tab's) first
    /// screen or a presented one: the stack the screen and the scenes it pushes go onto.
    struct PlaylistRootView: View {
        /// The screen the stack starts with.
        let content: PlaylistView

        init(content: PlaylistView) {
            self.content = content
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen over an empty state: nothing loads and nothing navigates.
    struct PlaylistViewPreviews: PreviewProvider {
        static var previews: some View {
            PlaylistRootView(content: PlaylistView(state: PlaylistDisplayState()))
        }
    }
#endif
