import Testing

@testable import MVCCounter

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct MVCCounterStoreTests {
    private let service = MVCCounterServiceSpy()
    private let store: MVCCounterStore

    init() {
        store = MVCCounterStore(service: service)
    }
}

extension MVCCounterStoreTests {
    // MARK: - Use cases

    @Test func loadCounterKeepsTheResult() {
        let counter: Counter = Counter.fixture()
        service.loadCounterReturnValue = counter

        store.loadCounter()

        #expect(store.counter == counter)
        #expect(service.loadCounterCallCount == 1)
    }

    @Test func increaseNumberLoadsTheScreenAgain() {
        let loadCounterStub: Counter = Counter.fixture()
        service.loadCounterReturnValue = loadCounterStub

        store.increaseNumber()

        #expect(service.increaseNumberCallCount == 1)
        #expect(service.loadCounterCallCount == 1)
        #expect(store.counter == loadCounterStub)
    }

    @Test func decreaseNumberLoadsTheScreenAgain() {
        let loadCounterStub: Counter = Counter.fixture()
        service.loadCounterReturnValue = loadCounterStub

        store.decreaseNumber()

        #expect(service.decreaseNumberCallCount == 1)
        #expect(service.loadCounterCallCount == 1)
        #expect(store.counter == loadCounterStub)
    }
}

#if canImport(UIKit)
    /// The routes that close the screen take it away the way it came, through
    /// `popOrDismiss(_:)`.
    @MainActor
    struct MVCCounterViewControllerRouteTests {
        @Test func aPushedScreenIsPopped() {
            let screen = MVCCounterScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()

            MVCCounterViewController.popOrDismiss(screen)

            #expect(screen.navigation.poppedToTheScreenBelow)
            #expect(screen.presenting.dismissCallCount == 0)
        }

        @Test func aPresentedScreenIsDismissed() {
            let screen = MVCCounterScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()

            MVCCounterViewController.popOrDismiss(screen)

            #expect(screen.presenting.dismissCallCount == 1)
            #expect(screen.navigation.poppedTo == nil)
        }
    }
#endif
