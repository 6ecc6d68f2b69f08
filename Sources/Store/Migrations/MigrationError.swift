/// Why a database cannot be brought up to this build's schema. Closed domain, so an enum; messages name the
/// file, the reason and the remedy.
public enum MigrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database records migrations this build does not ship: a newer Folio wrote it.
    case databaseIsNewer(path: String, unknown: [String])
    /// A migration recorded as applied has a different checksum from the file this build ships: the
    /// shipped file was edited, or the database was migrated by a different build.
    case checksumMismatch(path: String, migration: String, recorded: String, shipped: String)

    public var description: String {
        switch self {
        case .databaseIsNewer(let path, let unknown):
            "\(path) was written by a newer Folio (unknown migrations: \(unknown.joined(separator: ", "))); "
                + "upgrade Folio to open it"
        case .checksumMismatch(let path, let migration, let recorded, let shipped):
            "\(path): migration \(migration) was applied with checksum \(recorded.prefix(12))…, but this Folio "
                + "ships \(shipped.prefix(12))…; a shipped migration must never change: restore "
                + "migrations/\(migration).sql and add a new numbered migration instead"
        }
    }
}
