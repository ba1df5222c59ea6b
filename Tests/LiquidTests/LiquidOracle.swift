import Diagnostics
import Foundation
import Liquid

/// One template to render with both engines.
struct LiquidCase {
    var template: String
    var scope: [String: LiquidValue]
    var snippets: [String: String] = [:]
}

/// What Ruby's Liquid made of a case: its output, or that it raised (while parsing, or while
/// rendering, where lax Liquid writes the error into the output).
enum OracleResult: Equatable {
    case output(String)
    case parseError(String)
    case renderError(String)
}

/// Ruby's Liquid (`ruby -rliquid`), run once for a whole batch of cases by
/// `Scripts/liquid-oracle.rb`.
enum LiquidOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/liquid-oracle.rb").path

    /// Why the oracle cannot run here, or nil when it can. With VIPER_GEN_REQUIRE_ORACLES=1
    /// a missing oracle is a failure, not a skip.
    static let unavailableReason: String? = {
        guard let ruby = which("ruby") else {
            return "ruby is not installed (apt-get install ruby ruby-liquid)"
        }
        let probe = run(
            ruby, ["-rliquid", "-e", "exit(Liquid::VERSION.start_with?('5.') ? 0 : 3)"],
            input: Data())
        if probe.status != 0 {
            return "Ruby's Liquid 5 is not installed (apt-get install ruby-liquid)"
        }
        return nil
    }()

    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1"
    }

    static func which(_ tool: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(
            separator: ":")
        {
            let path = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String], input: Data) -> (
        status: Int32, output: Data, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "liquid-oracle-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        guard let stderr = try? FileHandle(forWritingTo: errorFile) else {
            return (127, Data(), "no temporary file")
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch { return (127, Data(), "\(error)") }
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? stderr.close()
        let errorData = FileManager.default.contents(atPath: errorFile.path) ?? Data()
        return (process.terminationStatus, output, String(decoding: errorData, as: UTF8.self))
    }

    /// Ruby's results for `cases`, in order.
    static func render(_ cases: [LiquidCase]) throws -> [OracleResult] {
        var json = "["
        for (index, item) in cases.enumerated() {
            if index > 0 { json += "," }
            json +=
                "{\"template\":\(jsonString(item.template)),\"scope\":\(jsonValue(.hash(item.scope))),\"snippets\":{"
            json += item.snippets.sorted { $0.key < $1.key }.map {
                "\(jsonString($0.key)):\(jsonString($0.value))"
            }.joined(separator: ",")
            json += "}}"
        }
        json += "]"
        let result = run(which("ruby")!, [script], input: Data(json.utf8))
        guard result.status == 0,
            let array = try JSONSerialization.jsonObject(with: result.output) as? [[String: Any]],
            array.count == cases.count
        else {
            throw OracleFailure(message: "ruby exited with \(result.status): \(result.error)")
        }
        return array.map { entry in
            switch entry["error"] as? String {
            case "parse": .parseError(entry["message"] as? String ?? "")
            case "render": .renderError(entry["message"] as? String ?? "")
            default: .output(entry["output"] as? String ?? "")
            }
        }
    }

    struct OracleFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func jsonValue(_ value: LiquidValue) -> String {
        switch value {
        case .nil: "null"
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .float(let d): d == d.rounded() && abs(d) < 1e15 ? String(format: "%.1f", d) : "\(d)"
        case .string(let s): jsonString(s)
        case .array(let items): "[" + items.map(jsonValue).joined(separator: ",") + "]"
        case .hash(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map {
                    "\(jsonString($0.key)):\(jsonValue($0.value))"
                }.joined(separator: ",") + "}"
        }
    }

    /// What viper-gen's engine makes of `item`, in the oracle's terms.
    static func ours(_ item: LiquidCase) -> OracleResult {
        let snippets = item.snippets
        let template: LiquidTemplate
        do {
            template = try LiquidTemplate(source: item.template, path: "t.liquid")
        } catch {
            return .parseError(error.description)
        }
        do {
            return .output(
                try template.render(item.scope) { name in
                    guard LiquidTemplate.isLocalFileSystemName(name), let text = snippets[name]
                    else { return nil }
                    return (text, "snippets/\(name).liquid")
                })
        } catch {
            return .renderError(error.description)
        }
    }

    /// Whether our result is Ruby's: the same output, or an error where Ruby raised one (of
    /// the same kind: while parsing, or while rendering).
    static func agree(_ ours: OracleResult, _ ruby: OracleResult) -> Bool {
        switch (ours, ruby) {
        case (.output(let a), .output(let b)): a == b
        case (.parseError, .parseError), (.renderError, .renderError): true
        default: false
        }
    }
}
