#if canImport(SwiftUI)
    import SwiftUI

    /// The CarDetail screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `CarDetailRootScreen` puts it at
    /// the root of a stack.
    struct CarDetailScreen: View {
        @State private var store: CarDetailStore
        /// Where the screen goes: the step it pushes onto the stack it is in.
        @State private var navigation: CarDetailNavigation
        /// Closes the screen, for the routes that leave it (`dismiss…`, `close…`, `goBack`): pops
        /// it when it was pushed, dismisses it when it was presented.
        @Environment(\.dismiss) private var dismissAction

        init(store: CarDetailStore, dependencies: any CarDetailDependencies) {
            self.init(store: store, navigation: CarDetailNavigation(dependencies: dependencies))
        }

        /// The screen over a store and a navigation made already: a route that opens this
        /// module makes them once, when it is taken.
        init(store: CarDetailStore, navigation: CarDetailNavigation) {
            _store = State(initialValue: store)
            _navigation = State(initialValue: navigation)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
            // control that leads on calls a route of `navigation`.
            Text("CarDetail")
                // A route sets `navigation.step`, which pushes its screen onto the stack this
                // screen is in; going back sets it to nil.
                .navigationDestination(item: $navigation.step) { step in
                    // A new identity for each step: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    destinationView(for: step)
                        .id(step.id)
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

        /// What the screen shows of `store.reloadResult`.
        private var reloadResult: CarViewModel? {
            store.reloadResult.map(makeViewModel(from:))
        }

        private func makeViewModel(from car: Car) -> CarViewModel {
            CarViewModel(id: car.id, make: car.make, model: car.model)
        }

        /// The screen a step shows: another module's content (its `...Screen`, or its view
        /// without a stack of its own), whose own pushes then go onto this same stack. A route
        /// that opens a module builds it (see `CarDetailDestinationContent`).
        @ViewBuilder
        private func destinationView(for step: CarDetailNavigation.Step) -> some View {
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

        /// Leaves the screen for `dismiss`; call it from the control that closes it.
        private func dismiss() {
            dismissAction()
            // TODO: Finish what `dismiss` asks for once the screen is gone.
        }
    }

    /// The CarDetail screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    struct CarDetailRootScreen: View {
        /// The screen the stack starts with.
        let content: CarDetailScreen

        init(store: CarDetailStore, dependencies: any CarDetailDependencies) {
            content = CarDetailScreen(store: store, dependencies: dependencies)
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }
#endif

// TODO: Preview the screen, with a sample of what the route that opens it passes (the tests'
// fixtures are not part of the app).
