// The names of the files the build plugin makes. Foundation-free and without PackagePlugin,
// so that the package's tests compile this very file (Tests/ViperGenCLITests links to it).

/// The name of the Swift file the build plugin makes for one spec of one target, in the
/// plugin's work folder: `<Target>_<Folder>_<Spec>.<ext>.viper-gen.swift`.
///
/// - **Unique per target and spec.** Every name of a module is one folder for the compiler
///   (two files of a module may not share a name), and a test target's folder holds the files
///   of each target it tests; so the target and the spec's whole path relative to the target's
///   folder, extension included, make the name, written so that no two pairs give one name:
///   ASCII letters, digits, `-` and `.` stand for themselves, a `/` of the spec's path is `_`,
///   and every other byte of the UTF-8 (`_` and `+` among them, a `/` in the target's name,
///   a `.` that would start the name) is `+` and its two hex digits (`+5F` for `_`). Decoding
///   gives the pair back: the first `_` ends the target. (`Cars.yml` and `Cars.yaml`, or
///   `A/B.yml` and `A_B.yml`, get names of their own: `App_Cars.yml…`, `App_Cars.yaml…`,
///   `App_A_B.yml…`, `App_A+5FB.yml…`.)
/// - **Short enough.** A name longer than `limit` bytes keeps its first bytes, then `+-` (which
///   no escaped name holds) and 32 hex digits of the SHA-256 of the whole escaped name, so each
///   name, and each file the compiler names after it (`….swift.o`, `….swiftdeps`), stays well
///   below the 255 bytes a file name may have.
/// - **Stable:** the same target and spec give the same name on every build and machine.
enum BuildOutputName {
    /// The most bytes a name has, its suffix included.
    static let limit = 160
    static let suffix = ".viper-gen.swift"

    static func of(target: String, spec relativePath: String) -> String {
        let name = escaped(target, isTarget: true) + "_" + escaped(relativePath, isTarget: false)
        if name.utf8.count + suffix.utf8.count <= limit { return name + suffix }
        let digest = String(SHA256.hex(of: Array(name.utf8)).prefix(32))
        let kept = limit - suffix.utf8.count - 2 - digest.utf8.count
        // The escaped name is ASCII: one character a byte.
        return String(name.prefix(kept)) + "+-" + digest + suffix
    }

    /// `text` with every byte but ASCII letters, digits, `-` and `.` written `+XX`; a `/` is
    /// `_` in a spec's path, and a `.` is escaped at the start of a target's name.
    private static func escaped(_ text: String, isTarget: Bool) -> String {
        var result = ""
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ".") where !(isTarget && index == 0):
                result.append(".")
            case UInt8(ascii: "/") where !isTarget:
                result.append("_")
            default:
                result += "+" + hexDigits(byte)
            }
        }
        return result
    }

    fileprivate static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

extension BuildOutputName {
    /// SHA-256 (FIPS 180-4), for names that must not collide even when chosen to: the plugin has
    /// no CryptoKit on Linux.
    enum SHA256 {
        private static let k: [UInt32] = [
            0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1,
            0x923f_82a4, 0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3,
            0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786,
            0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
            0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147,
            0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13,
            0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
            0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
            0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a,
            0x5b9c_ca4f, 0x682e_6ff3, 0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208,
            0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
        ]

        /// The digest of `bytes` as 64 lowercase hex digits.
        static func hex(of bytes: [UInt8]) -> String {
            digest(of: bytes).map { BuildOutputName.hexDigits($0).lowercased() }.joined()
        }

        static func digest(of bytes: [UInt8]) -> [UInt8] {
            var hash: [UInt32] = [
                0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c,
                0x1f83_d9ab, 0x5be0_cd19,
            ]
            var message = bytes
            message.append(0x80)
            while message.count % 64 != 56 { message.append(0) }
            let bits = UInt64(bytes.count) &* 8
            for shift in stride(from: 56, through: 0, by: -8) {
                message.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
            }
            var words = [UInt32](repeating: 0, count: 64)
            for block in stride(from: 0, to: message.count, by: 64) {
                for index in 0..<16 {
                    let start = block + index * 4
                    words[index] =
                        UInt32(message[start]) << 24 | UInt32(message[start + 1]) << 16
                        | UInt32(message[start + 2]) << 8 | UInt32(message[start + 3])
                }
                for index in 16..<64 {
                    let s0 =
                        rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18)
                        ^ (words[index - 15] >> 3)
                    let s1 =
                        rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19)
                        ^ (words[index - 2] >> 10)
                    words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                }
                var (a, b, c, d, e, f, g, h) = (
                    hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7]
                )
                for index in 0..<64 {
                    let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let first = h &+ s1 &+ choice &+ k[index] &+ words[index]
                    let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let second = s0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
                }
                for (index, value) in [a, b, c, d, e, f, g, h].enumerated() {
                    hash[index] = hash[index] &+ value
                }
            }
            return hash.flatMap { word in
                [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
            }
        }

        private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
            (value >> count) | (value << (32 - count))
        }
    }
}
