import Foundation
import Testing

@testable import ViperGenKit

#if canImport(Glibc)
    import Glibc
#endif

/// Attacks on the writer, the reads and the output channels, run through the executable as a
/// user or a hostile repository would: a forged journal, special and huge files where specs,
/// templates and generated files go, closed and full output channels, a file size limit,
/// names that would end a comment, two runs at once.
@Suite(.serialized)
struct HostileInputTests {
    /// A repository can ship a folder named like a staging folder, with a journal whose
    /// entries lead anywhere. It is not one this tool made here, so nothing of it is read,
    /// moved or removed, by `generate` (even of an invalid spec), `new` or `init`.
    @Test(arguments: [["generate", "Bad.yml"], ["new", "Cars"], ["init"]])
    func aShippedJournalMovesNothing(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let outside = try Sandbox()
        try outside.write("bashrc", "# mine\n")
        try sandbox.write("Bad.yml", "module: bad\n")
        let staging = ".viper-gen-staging-\(UUID().uuidString)"
        try sandbox.write("\(staging)/0", "echo pwned\n")
        try sandbox.write(
            "\(staging)/owner",
            "viper-gen staging folder\ninode 1\nborn unknown\nprimary \(sandbox.path(staging))\n")
        let destinations = [
            outside.path("bashrc"), outside.path("new/file"), sandbox.path("Cars/Car.swift"),
        ]
        let entries = destinations.map {
            #"{"staged":"\#(sandbox.path(staging))/0","destination":"\#($0)"}"#
        }
        try sandbox.write(
            "\(staging)/journal",
            #"{"version":2,"run":"\#(staging.suffix(36))","entries":[\#(entries.joined(separator: ","))]}"#
        )
        let before = try sandbox.snapshot()

        let result = try sandbox.run(arguments)

        #expect(try outside.snapshot() == ["bashrc": Data("# mine\n".utf8)])
        let after = try sandbox.snapshot()
        for (path, data) in before {
            #expect(after[path] == data, "\(path) changed")
        }
        #expect(
            after["Cars/Car.swift"].map { String(decoding: $0, as: UTF8.self) } != "echo pwned\n")
        if arguments != ["init"] {
            #expect(
                result.stderr.contains(
                    "warning: '\(staging)' is named like a staging folder of viper-gen but was not made by it here"
                ))
        }
    }

    /// `init` writes one file and never finishes another run's journal, even a real one.
    @Test func initLeavesARealJournalAlone() throws {
        let sandbox = try Sandbox()
        let staging = try sandbox.makeStagingFolder()
        try sandbox.write("\(staging.name)/0", "// staged\n")
        let journal =
            #"{"version":2,"run":"\#(staging.run)","entries":[{"staged":"\#(staging.path)/0","destination":"\#(sandbox.path("Moved.swift"))"}]}"#
        try sandbox.write("\(staging.name)/journal", journal)

        let result = try sandbox.run("init")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(!sandbox.exists("Moved.swift"))
        #expect(try sandbox.read("\(staging.name)/journal") == journal)
        #expect(
            try sandbox.contents().filter { !$0.hasPrefix(".viper-gen-staging-") } == [
                ".viper-gen.yml"
            ])
    }

    /// Users' own files named like staging folders are theirs: kept, and not warned about.
    @Test func usersFilesNamedLikeStagingFoldersStay() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen-staging-notes/todo.md", "mine\n")
        try sandbox.write(".viper-gen-staging-backup", "mine too\n")
        try sandbox.write("Tests/.viper-gen-staging-", "and this\n")

        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try sandbox.read(".viper-gen-staging-notes/todo.md") == "mine\n")
        #expect(try sandbox.read(".viper-gen-staging-backup") == "mine too\n")
        #expect(try sandbox.read("Tests/.viper-gen-staging-") == "and this\n")
    }

    /// An empty folder named exactly like a staging folder is removed only when it is what a
    /// run stopped before it began leaves: this user's, readable by no one else. One made
    /// with another mode (by hand, by a checkout) is left alone, with a warning.
    @Test func anEmptyFolderNamedLikeAStagingFolderIsRemovedOnlyIfItIsOurs() throws {
        let sandbox = try Sandbox()
        let name = ".viper-gen-staging-" + UUID().uuidString
        let other = ".viper-gen-staging-" + UUID().uuidString
        try FileManager.default.createDirectory(
            atPath: sandbox.path(name), withIntermediateDirectories: false)
        chmod(sandbox.path(name), 0o755)
        try FileManager.default.createDirectory(
            atPath: sandbox.path(other), withIntermediateDirectories: false)
        chmod(sandbox.path(other), 0o700)

        let result = try sandbox.run("new", "Cars")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists(name))
        #expect(
            result.stderr.contains(
                "warning: '\(name)' is named like a staging folder of viper-gen but was not made by it here"
            ), "\(result.stderr)")
        #expect(!sandbox.exists(other))
        #expect(
            result.stderr.contains(
                "note: removed '\(other)', an empty staging folder left by a run stopped before it began"
            ))
    }

    /// Two runs on one tree at once (CI jobs, an editor that runs the tool on save): the
    /// second waits for the first, both succeed, and the tree is what one run gives.
    @Test func twoRunsAtOnceBothSucceed() throws {
        let sandbox = try Sandbox()
        for index in 1...100 {
            try sandbox.write(
                "Specs/Screen\(index).yml",
                "module: Screen\(index)\nuseCases:\n  - refresh() async\n")
        }
        let arguments = ["generate", "Specs", "-o", "Sources", "--tests-output", "Tests"]
        for trial in 1...5 {
            try? FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources"))
            try? FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests"))
            let results = try sandbox.runAtOnce(arguments, arguments)
            for result in results {
                #expect(result.status == 0, "trial \(trial): \(result.stderr)")
            }
            let check = try sandbox.run(arguments + ["--check"])
            #expect(check.status == 0, "trial \(trial): \(check.stderr)")
            #expect(try sandbox.contents().filter { $0.contains(".viper-gen-staging-") }.isEmpty)
        }
    }

    /// A run that finds the roots taken waits, and gives up with a clear message.
    @Test func aRunThatWaitsTooLongGivesUpClearly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", "module: Cars\n")
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Sources"), withIntermediateDirectories: true)
        let descriptor = open(sandbox.path("Sources"), O_RDONLY | O_DIRECTORY)
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }

        let result = try sandbox.run(
            environment: ["VIPER_GEN_LOCK_TIMEOUT": "0.5"], "generate", "Cars.yml", "-o", "Sources")

        #expect(result.status == 2)
        #expect(
            result.stderr == """
                note: waiting for another viper-gen run in 'Sources'…
                error: another viper-gen run (or another program) holds 'Sources' and has not let go in 0.5 seconds; try again when it has finished

                """
        )
        #expect(!sandbox.exists("Sources/Cars"))
    }

    /// Closed or full output channels lose output, never the exit code: no crash
    /// (SIGILL), no death by SIGPIPE, and no message written into a file the run opened
    /// in the closed channel's place.
    @Test func closedAndFullOutputChannelsKeepTheExitCode() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Bad.yml", "module: bad\n")
        try sandbox.write("Cars.yml", "module: Cars\n")
        // A warning is printed after the run has opened files (the roots, for their lock).
        try sandbox.write(".viper-gen-staging-\(UUID().uuidString)/x", "\n")

        #expect(try sandbox.shell("\"$VIPER_GEN\" generate Bad.yml 2>&-").status == 2)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(try sandbox.shell("\"$VIPER_GEN\" generate Bad.yml 2>/dev/full").status == 2)
        }
        #expect(try sandbox.shell("\"$VIPER_GEN\" generate Bad.yml >&- 2>&-").status == 2)
        let piped = try sandbox.shell(
            "\"$VIPER_GEN\" generate Cars.yml --dry-run --json | head -c 10 >/dev/null; echo ${PIPESTATUS[0]}"
        )
        #expect(piped.stdout == "0\n")

        let closed = try sandbox.shell(
            "\"$VIPER_GEN\" generate Cars.yml -o Closed --tests-output ClosedTests 2>&- >&-")
        #expect(closed.status == 0)
        let open = try sandbox.run(
            "generate", "Cars.yml", "-o", "Open", "--tests-output", "OpenTests")
        #expect(open.status == 0)
        for root in ["Closed", "ClosedTests"] {
            let files = try sandbox.contents().filter {
                $0.hasPrefix(root + "/") && $0.hasSuffix(".swift")
            }
            #expect(files.count > 5)
            for file in files {
                let twin = file.replacingOccurrences(of: "Closed", with: "Open")
                #expect(
                    try sandbox.read(file) == sandbox.read(twin),
                    "\(file) differs from a run with its channels open")
            }
        }
    }

    /// A file size limit fails a write; the message names the user's file, not the staging
    /// folder, and nothing is changed.
    @Test func aFailedWriteNamesTheUsersFile() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.shell("ulimit -f 1; exec \"$VIPER_GEN\" new Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: cannot write 'Cars/"), "\(result.stderr)")
        #expect(
            result.stderr.hasSuffix(": File too large; nothing was changed\n"), "\(result.stderr)")
        #expect(!result.stderr.contains(".viper-gen-staging-"))
        #expect(try sandbox.contents().isEmpty)
        // Nothing can be written, not even a staging folder's marker: no half-made folder stays.
        let none = try sandbox.shell("ulimit -f 0; exec \"$VIPER_GEN\" new Cars")
        #expect(none.status == 2)
        #expect(none.stderr == "error: cannot write in '.': File too large; nothing was changed\n")
        #expect(try sandbox.contents().isEmpty)
    }

    /// A folder of the run that cannot be written in, found before the commit: nothing
    /// changes, no journal stays, and later runs are not blocked.
    @Test(
        .enabled(
            if: Immutable.canLock, "needs a file system where root can make a folder immutable"))
    func anUnwritableTestsFolderStopsTheRunBeforeAnythingChanges() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let spec = try sandbox.read("Cars/Cars.yml")
        let before = try sandbox.snapshot()
        try sandbox.write(
            "Cars/Cars.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteCar(id: String) async throws\nroutes:"))
        let unlock = try Immutable.lock(sandbox.path("Tests/Cars"))
        defer { unlock() }

        let result = try sandbox.run("generate", "Cars/Cars.yml")

        #expect(result.status == 2)
        // Root passes permissions, so the folder is made immutable instead: the file in it that
        // would be replaced is named.
        let message =
            geteuid() == 0
            ? "error: cannot replace 'Tests/Cars/CarsInteractorSpy.swift': it is in a folder that is immutable (chattr)"
            : "error: cannot write in 'Tests/Cars': "
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; nothing was changed\n"))
        var expected = before
        expected["Cars/Cars.yml"] = try Data(
            contentsOf: sandbox.url.appending(path: "Cars/Cars.yml"))
        #expect(try sandbox.snapshot() == expected)
        unlock()
        let next = try sandbox.run("generate", "Cars/Cars.yml")
        #expect(next.status == 0, "\(next.stderr)")
    }

    /// A generated file that cannot be replaced (immutable, or "Locked" in the Finder) would
    /// stop the run only after the commit: found before it.
    /// An append-only folder or file (`chattr +a`) lets no file in it be replaced or removed,
    /// which permissions do not show: found before the commit, nothing changes.
    @Test(
        .enabled(
            if: geteuid() == 0 && Immutable.canLock,
            "needs root on a file system with file attributes"))
    func anAppendOnlyFolderOrFileStopsTheRunBeforeAnythingChanges() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let spec = try sandbox.read("Cars/Cars.yml")
        try sandbox.write(
            "Cars/Cars.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteCar(id: String) async throws\nroutes:"))
        let before = try sandbox.snapshot()
        for (path, expected) in [
            (
                "Tests/Cars",
                "error: cannot replace 'Tests/Cars/CarsInteractorSpy.swift': it is in a folder that is append-only (chattr)"
            ),
            (
                "Cars/CarsInteractorProtocol.swift",
                "error: cannot replace 'Cars/CarsInteractorProtocol.swift': it is append-only (chattr)"
            ),
        ] {
            let undo = try Immutable.appendOnly(sandbox.path(path))
            let result = try sandbox.run("generate", "Cars/Cars.yml")
            undo()
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("; nothing was changed\n"), "\(result.stderr)")
            #expect(try sandbox.snapshot() == before)
        }
        #expect(try sandbox.run("generate", "Cars/Cars.yml").status == 0)
    }

    @Test(
        .enabled(if: Immutable.canLock, "needs a file system where root can make a file immutable"))
    func anImmutableGeneratedFileStopsTheRunBeforeAnythingChanges() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let spec = try sandbox.read("Cars/Cars.yml")
        try sandbox.write(
            "Cars/Cars.yml",
            spec.replacingOccurrences(
                of: "routes:", with: "  - deleteCar(id: String) async throws\nroutes:"))
        let before = try sandbox.snapshot()
        let unlock = try Immutable.lock(sandbox.path("Cars/CarsInteractorProtocol.swift"))
        defer { unlock() }

        let result = try sandbox.run("generate", "Cars/Cars.yml")

        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("error: cannot replace 'Cars/CarsInteractorProtocol.swift': "),
            "\(result.stderr)")
        #expect(result.stderr.hasSuffix("(is it locked or immutable?); nothing was changed\n"))
        #expect(try sandbox.snapshot() == before)
        unlock()
        #expect(try sandbox.run("generate", "Cars/Cars.yml").status == 0)
    }

    /// A file where a generated file goes is read no further than the comparison needs: a
    /// sparse 2 GiB file is drift without a 2 GiB diff, and `generate` replaces it. A FIFO
    /// there is refused without opening it (opening would wait for a writer).
    @Test func hugeAndSpecialFilesWhereAGeneratedFileGoes() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        let entity = sandbox.path("Cars/Car.swift")
        #expect(truncate(entity, 2 << 30) == 0)

        let check = try sandbox.run("generate", "Cars/Cars.yml", "--check")
        #expect(check.status == 1)
        #expect(check.stdout.isEmpty)
        #expect(
            check.stderr == """
                note: 'Cars/Car.swift' is 2147483648 bytes on disk, too large to show as a diff; 'viper-gen generate' replaces it
                error: 1 generated file is out of date; run 'viper-gen generate'

                """
        )
        #expect(try sandbox.run("generate", "Cars/Cars.yml").status == 0)
        #expect(try sandbox.read("Cars/Car.swift").hasPrefix("// Generated by viper-gen"))

        try FileManager.default.removeItem(atPath: entity)
        #expect(mkfifo(entity, 0o600) == 0)
        let fifo = try sandbox.run("generate", "Cars/Cars.yml")
        #expect(fifo.status == 2)
        #expect(
            fifo.stderr
                == "error: cannot write 'Cars/Car.swift': a FIFO is in the way; move it, or name another output folder\n"
        )
    }

    /// Templates are read up to their limit whatever their stated size, and only if they
    /// are regular files.
    @Test func hugeAndSpecialTemplates() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Cars.yml", "module: Cars\n")
        try sandbox.write("Mine/Entity.swift.stencil", "")
        #expect(truncate(sandbox.path("Mine/Entity.swift.stencil"), 4 << 30) == 0)
        let huge = try sandbox.run("generate", "Cars.yml", "--templates", "Mine")
        #expect(huge.status == 2)
        #expect(
            huge.stderr
                == "Mine/Entity.swift.stencil: error: larger than 1 MiB; a template should not be\n"
        )

        try FileManager.default.removeItem(atPath: sandbox.path("Mine/Entity.swift.stencil"))
        #expect(mkfifo(sandbox.path("Mine/Entity.swift.stencil"), 0o600) == 0)
        let fifo = try sandbox.run("generate", "Cars.yml", "--templates", "Mine")
        #expect(fifo.status == 2)
        #expect(
            fifo.stderr
                == "Mine/Entity.swift.stencil: error: cannot read: it is a FIFO, not a regular file\n"
        )
    }

    /// What reaches a comment cannot end it: a carriage return in the config's header, a
    /// line break or a bidirectional override in the spec's file name.
    @Test func nothingEndsAGeneratedComment() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            ".viper-gen.yml", #"header: "Copyright Acme\rfunc injected() {}\u2028let x = 1""# + "\n"
        )
        let name = "Cars\nfunc evil() {}\u{202E}.yml"
        try sandbox.write(name, "module: Cars\n")

        let result = try sandbox.run("generate", name)

        #expect(result.status == 0, "\(result.stderr)")
        let generated = try sandbox.read("Cars/Car.swift")
        #expect(
            generated.contains("\n\n// Copyright Acme\n// func injected() {}\n// let x = 1\n\n"))
        #expect(
            generated.hasPrefix(
                "// Generated by viper-gen from Cars\\nfunc evil() {}\\u{202e}.yml. Do not edit:\n")
        )
        #expect(
            !generated.unicodeScalars.contains {
                $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{202E}"
            })
    }

    /// A config above the project that another user could have put there (its folder lets
    /// others write, or it belongs to someone else) is not used, and the run says so.
    @Test func aPlantedConfigAboveTheProjectIsNotUsed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("shared/.viper-gen.yml", "output: ../elsewhere\ntemplates: evil\n")
        try sandbox.write("shared/victim/app/.keep", "")
        chmod(sandbox.path("shared"), 0o777)
        let planted = try sandbox.run(in: "shared/victim/app", "new", "Cars")
        #expect(planted.status == 0, "\(planted.stderr)")
        #expect(
            planted.stderr
                == "warning: ignored '../../.viper-gen.yml' above this folder: others can write in its folder, so it may not be this project's; name it with --config to use it\n"
        )
        #expect(sandbox.exists("shared/victim/app/Cars/Car.swift"))
        #expect(!sandbox.exists("shared/elsewhere"))

        guard geteuid() == 0 else { return }
        try FileManager.default.removeItem(atPath: sandbox.path("shared/victim/app/Cars"))
        try FileManager.default.removeItem(atPath: sandbox.path("shared/victim/app/Tests"))
        chmod(sandbox.path("shared"), 0o755)
        #expect(chown(sandbox.path("shared/.viper-gen.yml"), 65_534, 65_534) == 0)
        let foreign = try sandbox.run(in: "shared/victim/app", "new", "Cars")
        #expect(foreign.status == 0, "\(foreign.stderr)")
        #expect(
            foreign.stderr.contains(
                "ignored '../../.viper-gen.yml' above this folder: it belongs to another user"))
        #expect(!sandbox.exists("shared/elsewhere"))
    }

    /// The `modules` patterns share one budget of folders: thousands of copies of one
    /// pattern search no more than that, so a config cannot make `lint` run for hours.
    @Test func theModulesPatternsTogetherSearchBoundedFolders() throws {
        let sandbox = try Sandbox()
        for index in 0..<60 {
            try sandbox.write("Wide/F\(index)/Cars\(index).yml", "module: Cars\(index)\n")
        }
        try sandbox.write(
            ".viper-gen.yml",
            "modules: [" + Array(repeating: "Wide/**/*.yml", count: 2_000).joined(separator: ", ")
                + "]\n")
        let lint = try sandbox.run("lint")
        #expect(lint.status == 2)
        #expect(
            lint.stderr.contains(
                "error: 'Wide/**/*.yml' takes the 'modules' patterns past 100000 folders searched; name the folders that hold the specs"
            ), "\(lint.stderr)")

        // A config without that many patterns is read as before.
        try sandbox.write(".viper-gen.yml", "modules: [Wide/**/*.yml, Wide/**/*.yml]\n")
        #expect(try sandbox.run("lint").stdout == "60 specs OK\n")
    }

    /// A config comes with the repository: it names output folders in the project only, so a
    /// cloned project cannot make a plain `generate` write into the user's home.
    @Test func aConfigCannotSendOutputOutOfTheProject() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "project/.viper-gen.yml",
            "output: ../home\ntemplates: T\narchitecture: house\nmodules: [Specs/*.yml]\n")
        try sandbox.write(
            "project/T/manifest.yml",
            "name: house\nbase: viper\nfiles:\n  - { template: keys.stencil, output: \".ssh/authorized_keys\", owner: user, kind: source }\n"
        )
        try sandbox.write("project/T/keys.stencil", "ssh-ed25519 AAAA attacker\n")
        try sandbox.write("project/Specs/Cars.yml", "module: Cars\n")
        let run = try sandbox.run(in: "project", "generate")
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                ".viper-gen.yml:1:9: error: 'output' leads out of the project folder"),
            "\(run.stderr)")
        #expect(!sandbox.exists("home"))
        // The command line may name any folder: that is the user's own choice.
        let chosen = try sandbox.run(in: "project", "generate", "--output", "../home")
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(sandbox.exists("home/.ssh/authorized_keys"))
    }

    /// Paths that are not UTF-8 text would be read as U+FFFD and name other files: a
    /// folder `proj\xFF` would become a new folder `proj\u{FFFD}` next to it.
    @Test func pathsThatAreNotTextAreRefused() throws {
        let sandbox = try Sandbox()
        let folder = try sandbox.shell(
            #"mkdir $'proj\xff' && cd $'proj\xff' && "$VIPER_GEN" new Cars"#)
        #expect(folder.status == 2)
        #expect(folder.stderr.hasPrefix("error: the current folder's path is not UTF-8 text ('"))
        #expect(
            folder.stderr.hasSuffix("/proj\\xFF'); run viper-gen from a folder whose path is\n"))
        let argument = try sandbox.shell(#""$VIPER_GEN" new Cars -o $'out\xff'"#)
        #expect(argument.status == 2)
        #expect(
            argument.stderr
                == "error: argument 4 is not UTF-8 text ('out\\xFF'); viper-gen reads and writes only paths and names that are\n"
        )
        #expect(try sandbox.contents().count == 1)  // the folder made for the test
    }

    /// A Swift keyword cannot name the module the tests import (`@testable import class`).
    @Test func aKeywordIsNotATarget() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", "--target", "class")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--target 'class' is not a Swift module name"))
        #expect(try sandbox.contents().isEmpty)
    }

    /// A hand-written file where a generated file goes is the user's: refused, unless --force.
    @Test func aHandWrittenFileWhereAGeneratedOneGoesIsKept() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        try sandbox.write("Cars/Car.swift", "// my own Car\n")
        // The marker on a later line does not make it a generated file.
        try sandbox.write(
            "Cars/CarsView.swift", "// mine\n// Generated by viper-gen, said a comment\n")
        let before = try sandbox.snapshot()

        let refused = try sandbox.run("generate", "Cars/Cars.yml")
        #expect(refused.status == 2)
        #expect(
            refused.stderr == """
                error: 'Cars/Car.swift' was not written by viper-gen (its first line has no 'Generated by viper-gen'); move it, or pass --force to replace it
                error: 'Cars/CarsView.swift' was not written by viper-gen (its first line has no 'Generated by viper-gen'); move it, or pass --force to replace it

                """
        )
        #expect(try sandbox.snapshot() == before)

        let forced = try sandbox.run("generate", "Cars/Cars.yml", "--force")
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("  overwrote Cars/Car.swift  (written by hand; --force)\n"))
        #expect(try sandbox.read("Cars/Car.swift").hasPrefix("// Generated by viper-gen"))
    }

    /// `--check`'s diff of a generated file saved in another encoding keeps its bytes, so it
    /// applies.
    @Test func theDiffOfAFileThatIsNotUTF8Applies() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars").status == 0)
        var bytes = Data("// Generated by viper-gen from Cars.yml. Do not edit:\n// caf".utf8)
        bytes.append(0xE9)  // é in Latin-1
        bytes.append(Data("\nstruct Car {}\n".utf8))
        try bytes.write(to: sandbox.url.appending(path: "Cars/Car.swift"))
        _ = try sandbox.shell(
            "git init -q . && git add -A && git -c user.name=t -c user.email=t@t commit -qm base")
        let check = try sandbox.shell(
            #""$VIPER_GEN" generate Cars/Cars.yml --check > drift.patch; git apply drift.patch && echo applied"#
        )
        #expect(check.stdout == "applied\n", "\(check.stderr)")
        #expect(try sandbox.run("generate", "Cars/Cars.yml", "--check").status == 0)
    }

    /// `templates export` names the file it cannot write, in words.
    @Test func exportSaysWhichFileItCannotWrite() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.path("exp/manifest.yml"), withIntermediateDirectories: true)
        let result = try sandbox.run("templates", "export", "viper", "exp", "--force")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "exp/manifest.yml: error: cannot write the exported file: a directory is in the way\n"
        )
    }

    /// `templates export` writes nothing through a symbolic link that leads out of the folder
    /// it writes (a set's templates can be in subfolders), and checks before it writes any file.
    @Test func exportWritesNothingThroughALinkOutOfItsFolder() throws {
        let sandbox = try Sandbox()
        let outside = try Sandbox()
        #expect(try sandbox.run("templates", "export", "viper", "Mine").status == 0)
        let manager = FileManager.default
        try manager.createDirectory(
            atPath: sandbox.path("Mine/Parts"), withIntermediateDirectories: false)
        try manager.moveItem(
            atPath: sandbox.path("Mine/Entity.swift.stencil"),
            toPath: sandbox.path("Mine/Parts/Entity.swift.stencil"))
        let manifest = try sandbox.read("Mine/manifest.yml")
            .replacingOccurrences(of: "name: viper\n", with: "name: mine\n")
            .replacingOccurrences(
                of: "template: Entity.swift.stencil", with: "template: Parts/Entity.swift.stencil")
        try sandbox.write("Mine/manifest.yml", manifest)
        try manager.createDirectory(atPath: sandbox.path("Out"), withIntermediateDirectories: false)
        try manager.createSymbolicLink(
            atPath: sandbox.path("Out/Parts"), withDestinationPath: outside.url.path)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(
            "templates", "export", "mine", "Out", "--templates", "Mine", "--force")

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "Out/Parts/Entity.swift.stencil: error: cannot write the exported file: a symbolic link leads outside the output folder\n"
        )
        #expect(try sandbox.snapshot() == before)
        #expect(try outside.contents().isEmpty)
        // A link that stays in the folder is followed, as before.
        try manager.removeItem(atPath: sandbox.path("Out/Parts"))
        try manager.createDirectory(
            atPath: sandbox.path("Out/Real"), withIntermediateDirectories: false)
        try manager.createSymbolicLink(
            atPath: sandbox.path("Out/Parts"), withDestinationPath: "Real")
        let inside = try sandbox.run(
            "templates", "export", "mine", "Out", "--templates", "Mine", "--force")
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(sandbox.exists("Out/Real/Entity.swift.stencil"))
    }

    /// A root named with a line break cannot forge a line of the report.
    @Test func theReportKeepsEachFileOnOneLine() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", "-o", "A\nB")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  created   A\\nB/Cars/Car.swift\n"))
        #expect(!result.stdout.contains("\nB/Cars"))
    }

    /// Someone else's lock on a folder above the project does not stop a run: only folders of
    /// the user's are locked above a root.
    @Test(.enabled(if: geteuid() == 0, "needs to give a folder to another user"))
    func anotherUsersFolderAboveTheRootIsNotLocked() throws {
        let sandbox = try Sandbox()
        try sandbox.write("theirs/project/Cars.yml", "module: Cars\n")
        #expect(chown(sandbox.path("theirs"), 65_534, 65_534) == 0)
        let descriptor = open(sandbox.path("theirs"), O_RDONLY | O_DIRECTORY)
        #expect(flock(descriptor, LOCK_EX) == 0)
        defer { close(descriptor) }
        let result = try sandbox.run(
            in: "theirs/project", environment: ["VIPER_GEN_LOCK_TIMEOUT": "1"], "generate",
            "Cars.yml", "-o", "Sources")
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// An empty path names no file; resolved against the current folder it would name the
    /// folder itself (`generate ''` would take every spec below it).
    @Test(arguments: [
        ["generate", "--config", "", "Cars.yml"], ["generate", ""],
        ["new", "Cars", "--templates", ""], ["lint", ""],
        ["new", "Cars", "-o", ""], ["templates", "validate", ""],
    ])
    func emptyPathsAreUsageErrors(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is empty; give it a path"), "\(result.stderr)")
        #expect(try sandbox.contents().isEmpty)
    }
}

extension Sandbox {
    func path(_ relative: String) -> String {
        url.appending(path: relative).standardizedFileURL.path
    }

    /// Runs `command` with bash in the sandbox, with `$VIPER_GEN` set to the executable.
    func shell(_ command: String) throws -> Result {
        try run(
            executable: URL(fileURLWithPath: "/bin/bash"),
            ["-c", command],
            environment: ["VIPER_GEN": Self.executable.path]
        )
    }

    /// Runs two commands at the same time and returns both results.
    func runAtOnce(_ first: [String], _ second: [String]) throws -> [Result] {
        let results = ResultSlots()
        let group = DispatchGroup()
        for (index, arguments) in [first, second].enumerated() {
            group.enter()
            Thread.detachNewThread {
                results.set(index, try? self.run(arguments))
                group.leave()
            }
        }
        group.wait()
        return try [0, 1].map { try #require(results.get($0)) }
    }

    /// A journal entry as a run writes it: the staged path, the destination, and the file at
    /// the destination now (which the entry replaces), if any.
    func journalEntry(staged: String, destination: String) -> String {
        let entry = StagedWriter.JournalEntry(
            staged: staged, destination: destination,
            replaces: FileIdentity(of: destination))
        return String(decoding: (try? JSONEncoder().encode(entry)) ?? Data(), as: UTF8.self)
    }

    /// A staging folder as a run makes it here, with its marker.
    func makeStagingFolder() throws -> (name: String, path: String, run: String) {
        let run = UUID().uuidString
        let folder = try StagingFolder.create(
            in: url.standardizedFileURL.path, run: run, primary: nil)
        return (String(folder.path.split(separator: "/").last ?? ""), folder.path, run)
    }
}

private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: Sandbox.Result] = [:]

    func set(_ index: Int, _ result: Sandbox.Result?) {
        lock.withLock { results[index] = result }
    }

    func get(_ index: Int) -> Sandbox.Result? {
        lock.withLock { results[index] }
    }
}

/// Folders and files nothing can write, also root: `chattr +i` (as root, permissions stop
/// nothing), else `chmod`.
enum Immutable {
    /// Whether this machine can: root needs a file system with immutable files (ext4 can,
    /// overlayfs cannot).
    static let canLock: Bool = {
        guard geteuid() == 0 else { return true }
        let probe = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-immutable-\(UUID().uuidString)"
        ).path
        guard
            (try? FileManager.default.createDirectory(
                atPath: probe, withIntermediateDirectories: true)) != nil
        else { return false }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard chattr("+i", probe) == 0 else { return false }
        return chattr("-i", probe) == 0
    }()

    /// Makes `path` append-only (root only); returns what undoes it.
    static func appendOnly(_ path: String) throws -> () -> Void {
        try #require(chattr("+a", path) == 0, "chattr +a \(path) failed")
        return { _ = chattr("-a", path) }
    }

    /// Makes `path` unwritable; returns what undoes it.
    static func lock(_ path: String) throws -> () -> Void {
        if geteuid() != 0 {
            chmod(path, 0o555)
            return { chmod(path, 0o755) }
        }
        try #require(chattr("+i", path) == 0, "chattr +i \(path) failed")
        return { _ = chattr("-i", path) }
    }

    private static func chattr(_ flag: String, _ path: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
