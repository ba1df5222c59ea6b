import Foundation
import Testing

/// Generated files a spec no longer gives (a route removed, the architecture switched) are
/// orphans: `--check` fails on them, `--dry-run` shows them, `generate` removes them. Files
/// written by hand, files of other specs and user-owned files stay.
@Suite(.serialized)
struct OrphanTests {
    static let spec = """
        module: Login
        architecture: mvp
        entity:
          name: Account
          properties:
            id: String
        useCases:
          - login(user: String) async throws -> Account
        routes:
          - showHome()

        """

    /// The sandbox after `generate` of the spec with its route, then without it.
    private func withoutTheRoute() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Login.yml", Self.spec)
        let first = try sandbox.run("generate", "Login.yml")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            sandbox.exists("Login/LoginNavigator.swift")
                && sandbox.exists("Tests/Login/LoginNavigatorSpy.swift"))
        try sandbox.write(
            "Login.yml", Self.spec.replacingOccurrences(of: "routes:\n  - showHome()\n", with: ""))
        return sandbox
    }

    @Test func aRemovedRouteFailsTheCheckAndItsFilesAreRemoved() throws {
        let sandbox = try withoutTheRoute()
        let navigator = try sandbox.read("Login/LoginNavigator.swift")

        let check = try sandbox.run("generate", "--check", "Login.yml")
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("--- a/Login/LoginNavigator.swift\n+++ /dev/null\n@@ -1,"))
        #expect(check.stdout.contains("--- a/Tests/Login/LoginNavigatorSpy.swift\n+++ /dev/null\n"))
        #expect(
            check.stderr
                == "error: 2 generated files are no longer made from their specs; run 'viper-gen generate'\n"
        )

        let dryRun = try sandbox.run("generate", "--dry-run", "Login.yml")
        #expect(dryRun.status == 0)
        #expect(
            dryRun.stdout.contains(
                "  remove    Login/LoginNavigator.swift  (no longer made from the spec)\n"))
        #expect(sandbox.exists("Login/LoginNavigator.swift"))

        let run = try sandbox.run("generate", "Login.yml")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "  removed   Login/LoginNavigator.swift  (no longer made from the spec)\n"))
        #expect(
            run.stdout.contains(
                "  removed   Tests/Login/LoginNavigatorSpy.swift  (no longer made from the spec)\n")
        )
        #expect(
            !sandbox.exists("Login/LoginNavigator.swift")
                && !sandbox.exists("Tests/Login/LoginNavigatorSpy.swift"))
        #expect(try sandbox.contents().allSatisfy { !$0.contains(".viper-gen-staging-") })
        #expect(try sandbox.run("generate", "--check", "Login.yml").status == 0)
        // The diff `--check` printed removes the file as `git apply` reads it: it took the
        // whole file.
        #expect(
            check.stdout.contains(
                navigator.components(separatedBy: "\n").dropLast().map { "-\($0)\n" }.joined()))
    }

    @Test func anArchitectureSwitchRemovesTheOldGeneratedFilesAndListsTheUsersOnes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Login.yml", Self.spec)
        #expect(try sandbox.run("generate", "Login.yml").status == 0)
        try sandbox.write(
            "Login.yml",
            Self.spec.replacingOccurrences(of: "architecture: mvp", with: "architecture: mvvm"))

        let run = try sandbox.run("generate", "Login.yml")

        #expect(run.status == 0, "\(run.stderr)")
        for gone in [
            "Login/LoginView.swift", "Login/LoginModelProtocol.swift",
            "Login/AccountViewModel.swift", "Tests/Login/LoginViewSpy.swift",
            "Tests/Login/LoginModelSpy.swift",
        ] {
            #expect(
                run.stdout.contains("  removed   \(gone)  (no longer made from the spec)\n"),
                "\(gone)")
            #expect(!sandbox.exists(gone), "\(gone)")
        }
        for kept in ["Login/LoginPresenter.swift", "Tests/Login/LoginPresenterTests.swift"] {
            #expect(
                run.stdout.contains(
                    "  kept      \(kept)  (no longer part of the module; kept, as it is user-owned)\n"
                ), "\(kept)")
            #expect(sandbox.exists(kept), "\(kept)")
        }
        #expect(sandbox.exists("Login/LoginViewModel.swift"))
        #expect(try sandbox.run("generate", "--check", "Login.yml").status == 0)
    }

    /// A file the user wrote is never a leftover, even with the name another set's scaffold
    /// has (mvc's `<Module>Store.swift`): only a file with a merge base or the marker was
    /// written by viper-gen.
    @Test func aHandWrittenFileWithAScaffoldsNameIsNotALeftover() throws {
        let sandbox = try Sandbox()
        let viper = Self.spec.replacingOccurrences(
            of: "architecture: mvp", with: "architecture: viper")
        try sandbox.write("Login.yml", viper)
        #expect(try sandbox.run("generate", "Login.yml").status == 0)
        try sandbox.write("Login/LoginStore.swift", "struct LoginStore {}\n")
        try sandbox.write("Login.yml", Self.spec)

        let run = try sandbox.run("generate", "Login.yml")

        #expect(run.status == 0, "\(run.stderr)")
        // viper's interactor, written by viper-gen, is listed; the user's store is not.
        #expect(
            run.stdout.contains(
                "  kept      Login/LoginInteractor.swift  (no longer part of the module; kept, as it is user-owned)\n"
            ), "\(run.stdout)")
        #expect(!run.stdout.contains("LoginStore.swift"), "\(run.stdout)")
        #expect(try sandbox.read("Login/LoginStore.swift") == "struct LoginStore {}\n")
    }

    /// Only a file whose first line names this spec is the module's: one written by hand,
    /// one generated from another spec, and a link to a generated file stay.
    @Test func filesTheSpecDidNotGenerateStay() throws {
        let sandbox = try withoutTheRoute()
        let marker = "// Generated by viper-gen from Login.yml. Do not edit:\n"
        try sandbox.write("Login/Notes.swift", "// mine\n" + marker)
        try sandbox.write(
            "Login/Other.swift", "// Generated by viper-gen from Other.yml. Do not edit:\n")
        try sandbox.write(
            "Login/Almost.swift", "// Generated by viper-gen from Login.yml. Do not edit\n")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appending(path: "Login/Link.swift").path,
            withDestinationPath: "LoginView.swift"
        )

        let run = try sandbox.run("generate", "Login.yml")

        #expect(run.status == 0, "\(run.stderr)")
        #expect(!sandbox.exists("Login/LoginNavigator.swift"))
        for kept in ["Login/Notes.swift", "Login/Other.swift", "Login/Almost.swift"] {
            #expect(sandbox.exists(kept), "\(kept)")
            #expect(!run.stdout.contains(kept), "\(kept)")
        }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: sandbox.url.appending(path: "Login/Link.swift").path) == "LoginView.swift")
    }

    /// An orphan that cannot be removed (immutable, or "Locked" in the Finder) stops the
    /// run before anything changes, as a file that cannot be replaced does.
    @Test(
        .enabled(if: Immutable.canLock, "needs a file system where root can make a file immutable"))
    func anOrphanThatCannotBeRemovedStopsTheRunBeforeAnythingChanges() throws {
        let sandbox = try withoutTheRoute()
        let before = try sandbox.snapshot()
        let unlock = try Immutable.lock(sandbox.path("Login/LoginNavigator.swift"))
        defer { unlock() }

        let run = try sandbox.run("generate", "Login.yml")

        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "error: cannot remove 'Login/LoginNavigator.swift', which the spec no longer makes: "
            ), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("; nothing was changed\n"), "\(run.stderr)")
        #expect(try sandbox.snapshot() == before)
        unlock()
        #expect(try sandbox.run("generate", "Login.yml").status == 0)
        #expect(!sandbox.exists("Login/LoginNavigator.swift"))
    }
}
