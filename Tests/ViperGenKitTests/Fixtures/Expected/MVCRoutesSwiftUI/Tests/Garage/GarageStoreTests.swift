import Foundation
import Testing

@testable import MVCRoutesSwiftUI

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct GarageStoreTests {
    private let service = GarageServiceSpy()
    private let store: GarageStore

    init() {
        store = GarageStore(service: service)
    }
}

extension GarageStoreTests {
    // MARK: - Use cases

    @Test func loadCarsKeepsTheResult() async {
        let cars: [Car] = [Car.fixture()]
        service.loadCarsResult = .success(cars)

        await store.loadCars()

        #expect(store.cars == cars)
        #expect(service.loadCarsCallCount == 1)
    }

    @Test func loadCarsShowsServiceErrors() async {
        let failure = GarageTestError.stubbed
        service.loadCarsResult = .failure(failure)

        await store.loadCars()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.cars == [])
    }

    @Test func loadCarsEndsSilentlyWhenCancelled() async {
        service.loadCarsResult = .failure(CancellationError())

        await store.loadCars()

        #expect(store.errorMessage == nil)
    }
}

#if canImport(SwiftUI)
    /// The screen builds as content, which a parent pushes onto its stack and whose own pushes
    /// go onto that stack, and as the root of a stack of its own around that content.
    @MainActor
    struct GarageScreenTests {
        @Test func theScreenBuildsAsContentAndAsRoot() {
            let content = GarageScreen(
                store: GarageStore(service: GarageServiceSpy()),
                dependencies: GarageDependenciesDouble()
            )
            let root = GarageRootScreen(
                store: GarageStore(service: GarageServiceSpy()),
                dependencies: GarageDependenciesDouble()
            )

            #expect(type(of: root.content) == type(of: content))
        }
    }
#endif

/// Each route that leads on shows its destination: it pushes a step onto the stack the
/// screen is in.
@MainActor
struct GarageNavigationTests {
    private let navigation = GarageNavigation(dependencies: GarageDependenciesDouble())

    @Test func showCarDetailShowsItsDestination() {
        let car: Car = Car.fixture()

        navigation.showCarDetail(for: car)

        #expect(navigation.step != nil)
        guard case .showCarDetail? = navigation.step?.destination else {
            Issue.record("showCarDetail did not show its destination")
            return
        }
    }

    @Test func showHelpShowsItsDestination() {
        navigation.showHelp()

        #expect(navigation.step != nil)
        guard case .showHelp? = navigation.step?.destination else {
            Issue.record("showHelp did not show its destination")
            return
        }
    }

    @Test func stepsAreToldApartByIdentity() {
        navigation.showCarDetail(for: Car.fixture())
        let first = navigation.step
        navigation.showCarDetail(for: Car.fixture())
        let second = navigation.step

        #expect(first != second)
        #expect(first?.hashValue != second?.hashValue)
    }

    /// The route builds the module it opens once, when it is taken, with what it passes: the
    /// step keeps it, and the screen shows that one however often it draws.
    @Test func showCarDetailBuildsCarDetailOnce() {
        let dependencies = GarageDependenciesDouble()
        let navigation = GarageNavigation(dependencies: dependencies)

        navigation.showCarDetail(for: Car.fixture())

        guard case .carDetail(let carDetailStore, _)? = navigation.step?.content else {
            Issue.record("shows \(String(describing: navigation.step?.content)) instead")
            return
        }
        #expect(dependencies.makeCarDetailServiceCallCount == 1)
        // Its screen's navigation builds with CarDetail's dependencies.
        if case .carDetail(_, let built)? = navigation.step?.content {
            #expect(built.dependencies is CarDetailDependenciesDouble)
            #expect(built.step == nil)
        }
        #expect(carDetailStore.car == Car.fixture())
    }

    /// Going back frees the module the route built: the step was all that kept it.
    @Test func showCarDetailFreesItsCarDetailWhenLeft() {
        let navigation = GarageNavigation(dependencies: GarageDependenciesDouble())
        weak var store: CarDetailStore?

        navigation.showCarDetail(for: Car.fixture())
        if case .carDetail(let built, _)? = navigation.step?.content {
            store = built
        }
        #expect(store != nil)

        navigation.step = nil

        #expect(store == nil)
    }
}
