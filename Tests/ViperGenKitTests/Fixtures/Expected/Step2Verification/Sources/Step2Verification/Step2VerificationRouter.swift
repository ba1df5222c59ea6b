/// The Step2Verification navigation: builds the next modules and shows them.
@MainActor
final class Step2VerificationRouter {
    /// The screen the routes navigate from; the builder sets it.
    weak var view: (any Step2VerificationView)?

    init() {}
}

extension Step2VerificationRouter: Step2VerificationRouterProtocol {
}
