import XCTest

@testable import MVVMCStep2Verification

nonisolated final class MVVMCStep2VerificationUseCaseTests: XCTestCase {
    private let repository = MVVMCStep2VerificationRepositorySpy()
    private lazy var useCase = MVVMCStep2VerificationUseCase(repository: repository)
}

nonisolated extension MVVMCStep2VerificationUseCaseTests {
    // MARK: - Use cases

    func testRequestCodeReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: VerificationCode = VerificationCode.fixture()
        repository.requestCodeResult = .success(stubbed)

        let code = try await useCase.requestCode(for: "phoneNumber")

        XCTAssertEqual(code, stubbed)
        XCTAssertEqual(repository.requestCodeCallCount, 1)
        XCTAssertEqual(repository.requestCodeReceived, ["phoneNumber"])
    }

    func testRequestCodePassesOnRepositoryErrors() async {
        repository.requestCodeResult = .failure(MVVMCStep2VerificationTestError.stubbed)

        do {
            _ = try await useCase.requestCode(for: "phoneNumber")
            XCTFail("Expected requestCode to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCStep2VerificationTestError, .stubbed)
        }
    }

    func testVerifyReturnsWhatTheRepositoryReturns() async throws {
        let stubbed: Bool = true
        repository.verifyResult = .success(stubbed)

        let verifyResult = try await useCase.verify(code: "code", remember: true)

        XCTAssertEqual(verifyResult, stubbed)
        XCTAssertEqual(repository.verifyCallCount, 1)
        XCTAssertEqual(repository.verifyReceived.first?.code, "code")
        XCTAssertEqual(repository.verifyReceived.first?.remember, true)
    }

    func testVerifyPassesOnRepositoryErrors() async {
        repository.verifyResult = .failure(MVVMCStep2VerificationTestError.stubbed)

        do {
            _ = try await useCase.verify(code: "code", remember: true)
            XCTFail("Expected verify to throw")
        } catch {
            XCTAssertEqual(error as? MVVMCStep2VerificationTestError, .stubbed)
        }
    }

    func testRepeatCallsTheRepository() async {
        await useCase.`repeat`()

        XCTAssertEqual(repository.repeatCallCount, 1)
    }
}
