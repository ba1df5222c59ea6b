import Testing

@testable import Step2Verification

nonisolated struct Step2VerificationInteractorTests {
    private let service = Step2VerificationServiceSpy()
    private let interactor: Step2VerificationInteractor

    init() {
        interactor = Step2VerificationInteractor(service: service)
    }
}

nonisolated extension Step2VerificationInteractorTests {
    // MARK: - Use cases

    @Test func requestCodeReturnsWhatTheServiceReturns() async throws {
        let phoneNumber: String = "phoneNumber"
        let stubbed: VerificationCode = VerificationCode.fixture()
        service.requestCodeResult = .success(stubbed)

        let code = try await interactor.requestCode(for: phoneNumber)

        #expect(code == stubbed)
        #expect(service.requestCodeCallCount == 1)
        #expect(service.requestCodeReceived == [phoneNumber])
    }

    @Test func requestCodePassesOnServiceErrors() async {
        service.requestCodeResult = .failure(Step2VerificationTestError.stubbed)

        await #expect(throws: Step2VerificationTestError.stubbed) {
            try await interactor.requestCode(for: "phoneNumber")
        }
    }

    @Test func verifyReturnsWhatTheServiceReturns() async throws {
        let code: String = "code"
        let remember: Bool = true
        let stubbed: Bool = true
        service.verifyResult = .success(stubbed)

        let verifyResult = try await interactor.verify(code: code, remember: remember)

        #expect(verifyResult == stubbed)
        #expect(service.verifyCallCount == 1)
        #expect(service.verifyReceived.first?.code == code)
        #expect(service.verifyReceived.first?.remember == remember)
    }

    @Test func verifyPassesOnServiceErrors() async {
        service.verifyResult = .failure(Step2VerificationTestError.stubbed)

        await #expect(throws: Step2VerificationTestError.stubbed) {
            try await interactor.verify(code: "code", remember: true)
        }
    }

    @Test func repeatCallsTheService() async {
        await interactor.`repeat`()

        #expect(service.repeatCallCount == 1)
    }
}
