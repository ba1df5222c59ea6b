#if canImport(SwiftUI)
    import SwiftUI

    /// The Garage screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `GarageRootScreen` puts it at
    /// the root of a stack.
    struct GarageScreen: View {
        @State private var store: GarageStore
        /// Where the screen goes: the step it pushes onto the stack it is in.
        @State private var navigation: GarageNavigation
        /// Whether the first load has finished: a screen pushed over this one cancels `.task`
        /// and popping it runs `.task` again, which must not load again.
        @State private var hasLoaded = false

        init(store: GarageStore, dependencies: any GarageDependencies) {
            self.init(store: store, navigation: GarageNavigation(dependencies: dependencies))
        }

        /// The screen over a store and a navigation made already: a route that opens this
        /// module makes them once, when it is taken.
        init(store: GarageStore, navigation: GarageNavigation) {
            _store = State(initialValue: store)
            _navigation = State(initialValue: navigation)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
            // control that leads on calls a route of `navigation`.
            Text("Garage")
                // A route sets `navigation.step`, which pushes its screen onto the stack this
                // screen is in; going back sets it to nil.
                .navigationDestination(item: $navigation.step) { step in
                    // A new identity for each step: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    destinationView(for: step)
                        .id(step.id)
                }
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

        /// What the screen shows of `store.cars`.
        private var cars: [CarViewModel] {
            store.cars.map(makeViewModel(from:))
        }

        private func makeViewModel(from car: Car) -> CarViewModel {
            CarViewModel(id: car.id, make: car.make, model: car.model)
        }

        /// The screen a step shows: another module's content (its `...Screen`, or its view
        /// without a stack of its own), whose own pushes then go onto this same stack. A route
        /// that opens a module builds it (see `GarageDestinationContent`).
        @ViewBuilder
        private func destinationView(for step: GarageNavigation.Step) -> some View {
            // Built when the route was taken: drawing it again builds nothing.
            if let content = step.content {
                content
            } else {
                // TODO: Show the module the other routes open: name it in the spec
                // (`route(…) -> OtherModule`) and the route builds it once, when it is taken;
                // not here, which SwiftUI runs each time it draws.
                Text(String(describing: step.destination))
            }
        }
    }

    /// The Garage screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    struct GarageRootScreen: View {
        /// The screen the stack starts with.
        let content: GarageScreen

        init(store: GarageStore, dependencies: any GarageDependencies) {
            content = GarageScreen(store: store, dependencies: dependencies)
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct GarageScreenPreviews: PreviewProvider {
        static var previews: some View {
            GarageRootScreen(
                store: GarageStore(service: GaragePreviewService()),
                dependencies: GaragePreviewDependencies()
            )
        }
    }

    /// A service for previews: empty results, and cancellation (which the screen does not
    /// show) for what has none.
    private nonisolated struct GaragePreviewService: GarageServiceProtocol {
        func loadCars() async throws -> [Car] {
            []
        }
    }

    /// What the preview's navigation would build the modules it opens with; the preview takes
    /// no route, so nothing asks it.
    @MainActor
    private struct GaragePreviewDependencies: GarageDependencies {
        func makeCarDetailService() -> any CarDetailServiceProtocol {
            fatalError("A preview takes no route")
        }

        var carDetailDependencies: any CarDetailDependencies {
            fatalError("A preview takes no route")
        }
    }
#endif
