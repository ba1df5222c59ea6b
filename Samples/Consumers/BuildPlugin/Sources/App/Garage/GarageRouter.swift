/// The Garage navigation: builds the next modules and shows them.
@MainActor
final class GarageRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any GarageView)?

    init() {}
}

extension GarageRouter: GarageRouterProtocol {
}
