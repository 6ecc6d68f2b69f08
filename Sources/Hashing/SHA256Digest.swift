import CCrypto
import Foundation

/// SHA-256 through libcrypto (`EVP_Digest` with `EVP_sha256()`): a document's identity.
public enum SHA256Digest {
    /// Lower-case hex digest of `data`.
    public static func hex(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = data.withUnsafeBytes { buffer in
            EVP_Digest(buffer.baseAddress, buffer.count, &digest, &length, EVP_sha256(), nil)
        }
        // EVP_Digest only fails on allocation failure; there is no input that makes it fail.
        precondition(ok == 1, "EVP_Digest failed")
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
