// The least a tool must do to write the files of `viper-gen new Cars` once it knows them:
// read each finished file and write it into a fresh, empty destination, making its folders,
// with Foundation (viper-gen links Foundation too). `Scripts/benchmark.py` builds it
// (`swiftc -O -static-stdlib`, as viper-gen is built with a static Swift runtime) and times
// `new Cars` against it.
//
//     copy-files [--data-write] SOURCE DESTINATION
//
// SOURCE holds the output of one `new Cars` run; DESTINATION must not exist yet. Each file is
// read with `Data(contentsOf:)`, its folder made with `FileManager.createDirectory`, and the
// file written with `open`/`write`/`close`, as viper-gen writes its files: Foundation's
// `Data.write(to:)` also syncs every file to disk (`fsync`), which viper-gen does not do and
// which costs more than all the rest. `--data-write` writes with `Data.write(to:)` instead.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let dataWrite = arguments.first == "--data-write"
if dataWrite { arguments.removeFirst() }
guard arguments.count == 2 else {
    let usage = "usage: copy-files [--data-write] SOURCE DESTINATION\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let manager = FileManager.default
let source = arguments[0]
let destination = arguments[1]

struct WriteFailure: Error {
    var path: String
    var code: Int32
}

/// The regular files under `folder`, by their paths below it (hidden ones included).
func files(under folder: String, prefix: String = "") throws -> [String] {
    var found: [String] = []
    for name in try manager.contentsOfDirectory(atPath: folder).sorted() {
        var isFolder: ObjCBool = false
        let path = folder + "/" + name
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            found += try files(under: path, prefix: prefix + name + "/")
        } else {
            found.append(prefix + name)
        }
    }
    return found
}

func write(_ data: Data, to path: String) throws {
    if dataWrite {
        try data.write(to: URL(fileURLWithPath: path))
        return
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw WriteFailure(path: path, code: errno) }
    defer { close(descriptor) }
    try data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(
                descriptor, buffer.baseAddress!.advanced(by: offset), buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw WriteFailure(path: path, code: errno) }
            offset += written
        }
    }
}

do {
    let list = try files(under: source)
    var made: Set<String> = []
    for relative in list {
        let contents = try Data(contentsOf: URL(fileURLWithPath: source + "/" + relative))
        let target = destination + "/" + relative
        let folder = String(target[..<target.lastIndex(of: "/")!])
        if made.insert(folder).inserted {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try write(contents, to: target)
    }
    print("wrote \(list.count) files")
} catch {
    FileHandle.standardError.write(Data("copy-files: \(error)\n".utf8))
    exit(1)
}
