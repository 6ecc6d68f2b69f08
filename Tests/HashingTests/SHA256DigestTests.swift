import Foundation
import Hashing
import Testing

/// The one SHA-256 of the project (libcrypto): documents' identities and migrations' checksums.
@Suite struct SHA256DigestTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("héllo €", "9cb52b6d1cfc1eae34c63c2b0ff0d49ed8ef2c82482b3c455747594c83754098"),
    ])
    func matchesKnownVectors(input: String, expected: String) {
        #expect(SHA256Digest.hex(Data(input.utf8)) == expected)
    }

    /// Lengths around the padding boundary (55 fits one block, 56 needs two) and a multi-block message.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (1000, "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func handlesPaddingBoundaries(count: Int, expected: String) {
        #expect(SHA256Digest.hex(Data(String(repeating: "a", count: count).utf8)) == expected)
    }
}
