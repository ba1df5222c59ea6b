import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the toolchain (`swiftc`) that `templates validate` checks rendered code with, bounded
/// in time: a template can render Swift that the compiler takes minutes or hours to read
/// (brackets nested deep, thousands of interpolations). The child runs in a process group of
/// its own, so that a timeout, or a signal that stops this run (`timeout`, Ctrl-C), stops the
/// compiler and the frontends it started too, instead of leaving them running.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
        /// Stopped at the deadline.
        var timedOut: Bool
    }

    /// How long one compiler run may take: 120 seconds, or `VIPER_GEN_SWIFTC_TIMEOUT`
    /// (1 to 3,600).
    static var timeout: TimeInterval {
        let seconds = ProcessInfo.processInfo.environment["VIPER_GEN_SWIFTC_TIMEOUT"].flatMap(
            Int.init)
        return TimeInterval(seconds.map { min(max($0, 1), 3_600) } ?? 120)
    }

    /// Runs `executable` with `arguments`, its stdout and stderr together, for at most
    /// `timeout` seconds; then its whole process group is killed.
    static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = timeout)
        throws -> Result
    {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw SystemCallFailure(path: executable.path) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            errno = spawned
            throw SystemCallFailure(path: executable.path)
        }
        Running.shared.add(pid)
        defer { Running.shared.remove(pid) }

        var output = Data()
        var timedOut = false
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0, !timedOut {
                timedOut = true
                killTree(pid)
            }
            // Killed, it may still have left a child that holds the pipe open: not waited for.
            if timedOut, left < -5 { break }
            var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timedOut ? 1_000 : Int32(min(max(left, 0), 1) * 1_000) + 1)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            let count = read(fds[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            // What a compiler prints about one module is small; more is not read into memory.
            if output.count < 4 << 20 { output.append(contentsOf: buffer[..<count]) }
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            output: String(decoding: output, as: UTF8.self), timedOut: timedOut)
    }

    /// Kills `pid`, its process group, and every process it started, whatever group they are
    /// in: the Swift driver starts its frontends in process groups of their own, and a
    /// frontend left running would read the same file for hours.
    static func killTree(_ pid: pid_t) {
        #if os(Linux)
            // Found before any is killed: a killed parent's children move to init.
            for _ in 0..<2 {
                var children: [pid_t: [pid_t]] = [:]
                for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                    guard let child = pid_t(name),
                        let stat = try? String(
                            contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                        let close = stat.lastIndex(of: ")")
                    else { continue }
                    // "pid (name) state ppid …": the name may hold spaces and parentheses.
                    let fields = stat[stat.index(after: close)...].split(separator: " ")
                    if fields.count > 1, let parent = pid_t(fields[1]) {
                        children[parent, default: []].append(child)
                    }
                }
                var tree = [pid]
                var index = 0
                while index < tree.count {
                    tree += children[tree[index]] ?? []
                    index += 1
                }
                for member in tree { kill(member, SIGKILL) }
            }
        #endif
        kill(-pid, SIGKILL)
    }

    /// Runs `body` with a new temporary folder named after `purpose`, removed afterwards, and
    /// also when a signal stops this run while `body` runs.
    static func withScratchFolder<Value>(_ purpose: String, _ body: (URL) throws -> Value) rethrows
        -> Value
    {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-\(purpose)-\(UUID().uuidString)")
        Running.shared.addFolder(folder.path)
        defer {
            try? FileManager.default.removeItem(at: folder)
            Running.shared.removeFolder(folder.path)
        }
        return try body(folder)
    }

    /// The process groups of the children running now, and the scratch folders in use, which a
    /// signal that stops this run stops and removes too.
    private final class Running: @unchecked Sendable {
        static let shared = Running()
        private let lock = NSLock()
        private var groups: Set<pid_t> = []
        private var folders: Set<String> = []
        private var sources: [DispatchSourceSignal] = []

        func add(_ group: pid_t) {
            lock.withLock {
                if sources.isEmpty { watchSignals() }
                groups.insert(group)
            }
        }

        func remove(_ group: pid_t) {
            lock.withLock { _ = groups.remove(group) }
        }

        func addFolder(_ path: String) {
            lock.withLock {
                if sources.isEmpty { watchSignals() }
                folders.insert(path)
            }
        }

        func removeFolder(_ path: String) {
            lock.withLock { _ = folders.remove(path) }
        }

        /// On SIGINT, SIGTERM or SIGHUP: the children's groups are killed and the scratch
        /// folders removed, then this process ends as the signal would have ended it.
        private func watchSignals() {
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in
                    lock.withLock {
                        for group in groups { ChildProcess.killTree(group) }
                        for folder in folders {
                            try? FileManager.default.removeItem(atPath: folder)
                        }
                    }
                    signal(signalNumber, SIG_DFL)
                    kill(getpid(), signalNumber)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
