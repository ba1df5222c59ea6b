import Testing

/// The names of the ViperGenBuildPlugin's output files (`BuildOutputName`, the plugin's own
/// source, which `BuildPluginOutputName.swift` links to): unique per target and spec, short
/// enough for any file system, the same on every build.
struct BuildPluginOutputNameTests {
    /// The pairs that gave SwiftPM two producers of one file, or an invalid file name.
    @Test func specsOnceCollidingGetNamesOfTheirOwn() {
        let names = [
            ("App", "Cars.yml"), ("App", "Cars.yaml"), ("App", "A/B.yml"), ("App", "A_B.yml"),
            ("App", "A/B"), ("App", "A.B"), ("App_A", "B.yml"), ("App", "_A/B.yml"),
        ].map { BuildOutputName.of(target: $0.0, spec: $0.1) }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(
            BuildOutputName.of(target: "App", spec: String(repeating: "a", count: 240) + ".yml")
                .utf8.count <= BuildOutputName.limit)
    }

    /// What a build made before stays what it makes: the common names read as the docs say.
    @Test func namesAreStable() {
        #expect(
            BuildOutputName.of(target: "App", spec: "Cars/Cars.yml")
                == "App_Cars_Cars.yml.viper-gen.swift")
        #expect(
            BuildOutputName.of(target: "App", spec: "A_B.yml") == "App_A+5FB.yml.viper-gen.swift")
        #expect(
            BuildOutputName.of(target: "My_App", spec: "é x+.yaml")
                == "My+5FApp_+C3+A9+20x+2B.yaml.viper-gen.swift")
        #expect(BuildOutputName.of(target: ".T/x", spec: "a") == "+2ET+2Fx_a.viper-gen.swift")
        #expect(
            BuildOutputName.of(target: "App", spec: String(repeating: "Long", count: 60) + ".yml")
                == "App_" + String(repeating: "Long", count: 26) + "Lo"
                + "+-1d45299266e7448e6c0a568f09e70143.viper-gen.swift")
    }

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(
            BuildOutputName.SHA256.hex(of: [])
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            BuildOutputName.SHA256.hex(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // Two blocks, and a length that ends a block's padding exactly.
        #expect(
            BuildOutputName.SHA256.hex(
                of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            BuildOutputName.SHA256.hex(of: [UInt8](repeating: 0x61, count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// Hostile pairs (`_`, `/`, `.`, `+`, escapes spelt out, Unicode in both normal forms,
    /// control characters, names up to 600 bytes): every name is one valid file name of at
    /// most `limit` bytes, not hidden, ending in the suffix; a short name decodes to its pair
    /// again, and no two distinct pairs (as bytes) share a name.
    @Test func namesAreUniqueForHostilePairs() {
        var random = SplitMix(seed: 39)
        let pieces = [
            "_", "/", ".", "..", "+", "-", "a", "B", "7", "+5F", "_5F", "+2F", "+-", "é",
            "e\u{301}", "\u{0}", "\n", " ", "%2F", "Cars", "yml", ".yaml", "ü", "🚗",
            String(repeating: "x", count: 90),
        ]
        let targets = ["App", "App_B", "A", "App+5FB", "A.B", ".A", "A/B", "", "Ä"]
        var seen: [String: ([UInt8], [UInt8])] = [:]
        var hashed = 0
        for round in 0..<20_000 {
            let target = targets[Int(random.next() % UInt64(targets.count))]
            var spec = ""
            let count = 1 + Int(random.next() % (round % 10 == 0 ? 40 : 8))
            for _ in 0..<count { spec += pieces[Int(random.next() % UInt64(pieces.count))] }
            let name = BuildOutputName.of(target: target, spec: spec)
            let pair = (Array(target.utf8), Array(spec.utf8))
            #expect(name.utf8.count <= BuildOutputName.limit, "\(name)")
            #expect(name.hasSuffix(BuildOutputName.suffix))
            #expect(!name.hasPrefix("."))
            #expect(name.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") })
            if let earlier = seen[name] {
                #expect(earlier == pair, "\(name): \(earlier) and \(pair)")
            }
            seen[name] = pair
            if name.contains("+-") {
                hashed += 1
            } else {
                let decoded = Self.decode(name)
                #expect(
                    decoded.map { $0.0 == pair.0 && $0.1 == pair.1 } == true,
                    "\(name) decodes to \(String(describing: decoded))")
            }
        }
        // Both kinds of name were made, many times.
        #expect(hashed > 1000)
        #expect(seen.count - hashed > 1000)
    }

    /// The target's and the spec's bytes of an unhashed name.
    static func decode(_ name: String) -> ([UInt8], [UInt8])? {
        guard name.hasSuffix(BuildOutputName.suffix) else { return nil }
        let bytes = Array(name.utf8.dropLast(BuildOutputName.suffix.utf8.count))
        var target: [UInt8]?
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                guard index + 2 < bytes.count,
                    let value = UInt8(
                        String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
                else { return nil }
                current.append(value)
                index += 3
                continue
            }
            if byte == UInt8(ascii: "_") {
                if target == nil {
                    target = current
                    current = []
                } else {
                    current.append(UInt8(ascii: "/"))
                }
            } else {
                current.append(byte)
            }
            index += 1
        }
        return target.map { ($0, current) }
    }
}

/// A small seeded generator: the same cases on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
