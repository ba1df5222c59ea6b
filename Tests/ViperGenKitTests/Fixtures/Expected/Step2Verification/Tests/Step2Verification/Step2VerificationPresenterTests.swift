import Testing

@testable import Step2Verification

@MainActor
struct Step2VerificationPresenterTests {
    private let view = Step2VerificationViewSpy()
    private let interactor = Step2VerificationInteractorSpy()
    private let router = Step2VerificationRouterSpy()
    private let presenter: Step2VerificationPresenter

    init() {
        presenter = Step2VerificationPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension Step2VerificationPresenterTests {
    // MARK: - Use cases

    @Test func requestCodeDisplaysTheResult() async {
        let phoneNumber: String = "phoneNumber"
        interactor.requestCodeResult = .success(VerificationCode.fixture())

        await presenter.requestCode(for: phoneNumber)

        #expect(interactor.requestCodeCallCount == 1)
        #expect(interactor.requestCodeReceived == [phoneNumber])
        #expect(view.displayCodeReceived == [VerificationCodeViewModel.fixture()])
    }

    @Test func requestCodeDisplaysAnError() async {
        interactor.requestCodeResult = .failure(Step2VerificationTestError.stubbed)

        await presenter.requestCode(for: "phoneNumber")

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCodeReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func requestCodeShowsNoErrorWhenCancelled() async {
        interactor.requestCodeResult = .failure(CancellationError())

        await presenter.requestCode(for: "phoneNumber")

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayCodeReceived.isEmpty)
    }

    @Test func verifyDisplaysTheResult() async {
        let code: String = "code"
        let remember: Bool = true
        let verifyResult: Bool = true
        interactor.verifyResult = .success(verifyResult)

        await presenter.verify(code: code, remember: remember)

        #expect(interactor.verifyCallCount == 1)
        #expect(interactor.verifyReceived.first?.code == code)
        #expect(interactor.verifyReceived.first?.remember == remember)
        #expect(view.displayVerifyResultReceived == [verifyResult])
    }

    @Test func verifyDisplaysAnError() async {
        interactor.verifyResult = .failure(Step2VerificationTestError.stubbed)

        await presenter.verify(code: "code", remember: true)

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayVerifyResultReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func verifyShowsNoErrorWhenCancelled() async {
        interactor.verifyResult = .failure(CancellationError())

        await presenter.verify(code: "code", remember: true)

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayVerifyResultReceived.isEmpty)
    }

    @Test func repeatCallsTheInteractor() async {
        await presenter.`repeat`()

        #expect(interactor.repeatCallCount == 1)
    }
}
