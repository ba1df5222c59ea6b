#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCCatalog screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    public struct MVCCatalogScreen: View {
        @State private var store: MVCCatalogStore
        @State private var errorMessage: String?

        public init(store: MVCCatalogStore) {
            _store = State(initialValue: store)
        }

        public var body: some View {
            // TODO: Lay out what `store` keeps and call it from the controls.
            Text("MVCCatalog")
                .task { await load() }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { errorMessage = nil }
                        }
                    ),
                    presenting: errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// Runs the use cases that fill the screen; SwiftUI redraws what reads the store.
        private func load() async {
            do {
                try await store.loadProducts()
            } catch {
                errorMessage = error.localizedDescription
            }
            do {
                try await store.stockLevels()
            } catch {
                errorMessage = error.localizedDescription
            }
            do {
                try store.priceRange()
            } catch {
                errorMessage = error.localizedDescription
            }
        }

        private func showProduct(_ product: ProductRow, animated: Bool) {
            // TODO: Show the destination, for example by appending it to the navigation path
            // that the enclosing NavigationStack observes.
        }

        private func showFilters() {
            // TODO: Show the destination, for example by appending it to the navigation path
            // that the enclosing NavigationStack observes.
        }

        private func dismiss(completion: @escaping @Sendable () -> Void) {
            // TODO: Show the destination, for example by appending it to the navigation path
            // that the enclosing NavigationStack observes.
        }
    }
#endif
