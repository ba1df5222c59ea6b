#if canImport(SwiftUI)
    import SwiftUI

    /// The Cart screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store: a parent that builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `CartRootScreen` puts it at
    /// the root of a stack.
    struct CartScreen: View {
        @State private var store: CartStore
        /// Whether the first load has finished: a screen pushed over this one cancels `.task`
        /// and popping it runs `.task` again, which must not load again.
        @State private var hasLoaded = false

        init(store: CartStore) {
            _store = State(initialValue: store)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store.
            Text("Cart")
                .task {
                    // Once per screen: a load cut short by a push runs again when the screen
                    // shows again; one that finished does not.
                    guard !hasLoaded else { return }
                    await store.load()
                    hasLoaded = !Task.isCancelled
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { store.errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { store.errorMessage = nil }
                        }
                    ),
                    presenting: store.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// What the screen shows of `store.lines`.
        private var lines: [CartLineViewModel] {
            store.lines.map(makeViewModel(from:))
        }

        private func makeViewModel(from cartLine: CartLine) -> CartLineViewModel {
            CartLineViewModel(id: cartLine.id)
        }
    }

    /// The Cart screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    struct CartRootScreen: View {
        /// The screen the stack starts with.
        let content: CartScreen

        init(store: CartStore) {
            content = CartScreen(store: store)
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct CartScreenPreviews: PreviewProvider {
        static var previews: some View {
            CartRootScreen(store: CartStore(service: CartPreviewService()))
        }
    }

    /// A service for previews: empty results, and cancellation (which the screen does not
    /// show) for what has none.
    private nonisolated struct CartPreviewService: CartServiceProtocol {
        func fetchLines() async throws -> [CartLine] {
            []
        }
    }
#endif
