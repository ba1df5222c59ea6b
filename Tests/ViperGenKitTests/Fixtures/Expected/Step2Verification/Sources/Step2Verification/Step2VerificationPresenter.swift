import Foundation

/// The Step2Verification presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class Step2VerificationPresenter {
    weak var view: (any Step2VerificationView)?
    private let interactor: any Step2VerificationInteractorProtocol
    private let router: any Step2VerificationRouterProtocol

    init(
        interactor: any Step2VerificationInteractorProtocol,
        router: any Step2VerificationRouterProtocol
    ) {
        self.interactor = interactor
        self.router = router
    }
}

extension Step2VerificationPresenter {
    private func makeViewModel(
        from verificationCode: VerificationCode
    ) -> VerificationCodeViewModel {
        VerificationCodeViewModel(
            code: verificationCode.code,
            default: verificationCode.default,
            expiresIn: verificationCode.expiresIn
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension Step2VerificationPresenter: Step2VerificationPresenterProtocol {
    func viewDidLoad() async {
    }

    func requestCode(for phoneNumber: String) async {
        do {
            let code = try await interactor.requestCode(for: phoneNumber)
            view?.displayCode(makeViewModel(from: code))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func verify(code: String, remember: Bool) async {
        do {
            let verifyResult = try await interactor.verify(code: code, remember: remember)
            view?.displayVerifyResult(verifyResult)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func `repeat`() async {
        await interactor.`repeat`()
    }
}
