import Foundation
import Hashing

/// One schema change as shipped: a file `migrations/NNNN_description.sql`, compiled into the module by
/// `scripts/embed-migrations.sh` so the binary finds it wherever it runs from.
struct Migration: Hashable, Sendable {
    /// The file name without `.sql` ("0001_create_documents"): the identifier recorded in
    /// `schema_migrations`, never renamed or reused.
    let id: String
    /// The file's text, run as one script in one transaction.
    let sql: String

    init(id: String, sql: String) {
        self.id = id
        self.sql = sql
    }

    /// Lowercase hex SHA-256 of the SQL's UTF-8 bytes: a shipped migration must never change.
    var checksum: String { SHA256Digest.hex(Data(sql.utf8)) }

    /// True for `NNNN_description`: four digits, an underscore, then lowercase letters, digits and `_`.
    static func isValidIdentifier(_ id: String) -> Bool {
        let characters = Array(id.utf8)
        guard characters.count > 5, characters[4] == UInt8(ascii: "_") else { return false }
        return characters[..<4].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            && characters[5...].allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            }
    }
}
