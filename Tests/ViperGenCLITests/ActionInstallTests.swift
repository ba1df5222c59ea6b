import Foundation
import Testing
import ViperGenKit

/// The action's install step (Scripts/action-install.sh, as action.yml runs it), from a
/// release laid out as GitHub serves it (`<base>/<version>/viper-gen-<version>-<triple>.tar.gz`
/// and its `.sha256`) in a local folder: the download is checked against its SHA-256, the
/// binary must print the version asked for, and a second run finds it installed. (Building
/// from source, the fallback, takes a release build and is left to docs/release.md's steps.)
struct ActionInstallTests {
    static let script = VersionTests.repository.appending(path: "Scripts/action-install.sh")
    static let asset = "viper-gen-\(ViperGenVersion.string)-x86_64-unknown-linux-gnu.tar.gz"

    /// A release folder holding the built viper-gen as its Linux x86_64 tarball, or `text` in
    /// its place, with the `.sha256` of the real tarball.
    func release(in sandbox: Sandbox, tampered: Bool = false) throws -> URL {
        let base = sandbox.url.appending(path: "releases")
        let folder = base.appending(path: ViperGenVersion.string)
        let staging = sandbox.url.appending(path: "staging")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Sandbox.executable, to: staging.appending(path: "viper-gen"))
        #expect(
            try sandbox.run(
                executable: URL(fileURLWithPath: "/bin/sh"),
                [
                    "-c",
                    "tar -C staging -czf 'releases/\(ViperGenVersion.string)/\(Self.asset)' viper-gen && cd 'releases/\(ViperGenVersion.string)' && sha256sum \(Self.asset) > \(Self.asset).sha256",
                ]
            ).status == 0)
        if tampered {
            try Data("not a tarball".utf8).write(to: folder.appending(path: Self.asset))
        }
        return base
    }

    func install(
        _ sandbox: Sandbox, version: String = ViperGenVersion.string, base: URL, into folder: String
    ) throws -> Sandbox.Result {
        // Without curl the step would fall back to a release build from source, for minutes.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        try #require(
            path.split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/curl")
            },
            "the action's install step downloads with curl; install it (apt-get install curl)"
        )
        return try sandbox.run(
            executable: Self.script,
            [version, sandbox.url.appending(path: folder).path],
            environment: [
                "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "DOWNLOAD_BASE": base.absoluteString,
                "REPOSITORY": "",
            ]
        )
    }

    @Test func theReleaseBinaryIsCheckedInstalledAndFoundAgain() throws {
        #if os(Linux) && arch(x86_64)
            let sandbox = try Sandbox()
            let base = try release(in: sandbox)
            let first = try install(sandbox, base: base, into: "tool")
            #expect(first.status == 0, "\(first.stderr)")
            #expect(
                first.stdout.hasSuffix(
                    "viper-gen \(ViperGenVersion.string) installed from the release in \(sandbox.url.appending(path: "tool").path)\n"
                ))
            let installed = try sandbox.run(
                executable: sandbox.url.appending(path: "tool/viper-gen"), ["--version"])
            #expect(installed.stdout == ViperGenVersion.string + "\n")

            // The action's cache restores the folder; the step sees the version is there.
            let again = try install(sandbox, base: base, into: "tool")
            #expect(again.status == 0)
            #expect(
                again.stdout
                    == "viper-gen \(ViperGenVersion.string) is installed (cached) in \(sandbox.url.appending(path: "tool").path)\n"
            )
        #endif
    }

    @Test func aDownloadThatDoesNotMatchItsChecksumIsRefused() throws {
        #if os(Linux) && arch(x86_64)
            let sandbox = try Sandbox()
            let base = try release(in: sandbox, tampered: true)
            let result = try install(sandbox, base: base, into: "tool")
            #expect(result.status == 2)
            #expect(result.stderr.hasSuffix("error: \(Self.asset) does not match its SHA-256\n"))
            #expect(!sandbox.exists("tool/viper-gen"))
        #endif
    }

    @Test func theVersionMustBeOneRelease() throws {
        let sandbox = try Sandbox()
        let result = try install(sandbox, version: ">= 0.1", base: sandbox.url, into: "tool")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: the action's 'version' must be a release such as 0.1.0, not '>= 0.1' (pin one: a range would let runs differ)\n"
        )
    }
}
