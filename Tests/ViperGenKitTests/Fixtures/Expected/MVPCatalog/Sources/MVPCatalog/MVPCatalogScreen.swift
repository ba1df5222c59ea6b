#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPCatalog screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears.
    public struct MVPCatalogScreen: View {
        @State private var objects: Objects
        @Environment(\.dismiss) private var dismiss

        public init(model: any MVPCatalogModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        public var body: some View {
            NavigationStack(path: Bindable(objects.router).path) {
                content
                    .navigationDestination(for: MVPCatalogDestination.self) { destination in
                        // TODO: Make the screen each route shows.
                        Text(String(describing: destination.route))
                    }
            }
        }

        private var content: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("MVPCatalog")
                .task {
                    objects.router.dismissAction = { dismiss() }
                    objects.presenter.attach(view: objects.state)
                    await objects.presenter.updateView()
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

    extension MVPCatalogScreen {
        /// The module's objects, made together once for the screen's lifetime and kept in one
        /// `@State`: when a parent builds the screen again, SwiftUI keeps the first ones and
        /// drops the new ones, so the presenter always fills the state the screen shows.
        @MainActor
        private final class Objects {
            let state = MVPCatalogViewState()
            let router = MVPCatalogRouter()
            let presenter: MVPCatalogPresenter

            init(model: any MVPCatalogModelProtocol) {
                presenter = MVPCatalogPresenter(model: model, navigator: router)
            }
        }
    }

    /// The screen as it first appears, over a model that has nothing to show.
    struct MVPCatalogScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVPCatalogScreen(model: MVPCatalogPreviewModel())
        }
    }

    /// A model for previews: it answers with empty values; a throwing call without one throws
    /// `CancellationError`, which the screen does not report, and a TODO marks any other.
    @MainActor
    private final class MVPCatalogPreviewModel: MVPCatalogModelProtocol {
        func loadProducts(
            page: Int,
            pageSize: Int,
            since date: Date,
            limit: Int?,
            source: URL
        ) async throws -> [Product] {
            []
        }

        func product(with id: UUID) async throws -> Product? {
            nil
        }

        func search(_ query: String, in tags: [String]) async -> [Product] {
            []
        }

        func favourite(_ product: Product) async throws {}

        func stockLevels() async throws -> [String: Int] {
            [:]
        }

        func filterTags(tags: [String]) -> [String] {
            []
        }

        func priceRange() throws -> (min: Double, max: Double) {
            (min: 0, max: 0)
        }

        func refresh(completion: @escaping @Sendable () -> Void) async {}
    }
#endif
