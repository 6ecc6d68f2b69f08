/// What the Store's SQL needs to run on PostgreSQL as written for SQLite: its parameters renumbered.
enum PostgreSQLDialect {
    /// True for a location that names a PostgreSQL server rather than a SQLite file.
    static func isURL(_ location: String) -> Bool {
        location.hasPrefix("postgresql://") || location.hasPrefix("postgres://")
    }

    /// `?` becomes `$1`, `$2`, … in order and `?NNN` becomes `$NNN`; question marks inside string literals,
    /// quoted identifiers and comments are left alone.
    static func translate(_ sql: String) -> String {
        var out = ""
        out.reserveCapacity(sql.utf8.count + 8)
        var next = 1
        var characters = sql.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func nextScalar() -> Unicode.Scalar? {
            if let scalar = pending { pending = nil; return scalar }
            return characters.next()
        }
        while let c = nextScalar() {
            switch c {
            case "'", "\"":
                out.unicodeScalars.append(c)
                while let d = nextScalar() {
                    out.unicodeScalars.append(d)
                    if d == c { break }
                }
            case "-":
                out.unicodeScalars.append(c)
                guard let d = nextScalar() else { break }
                if d == "-" {
                    out.unicodeScalars.append(d)
                    while let e = nextScalar() {
                        out.unicodeScalars.append(e)
                        if e == "\n" { break }
                    }
                } else {
                    pending = d
                }
            case "?":
                var digits = ""
                while let d = nextScalar() {
                    if d.properties.numericType != nil, d.isASCII { digits.unicodeScalars.append(d) } else { pending = d; break }
                }
                if digits.isEmpty {
                    out += "$\(next)"
                    next += 1
                } else {
                    out += "$" + digits
                }
            default:
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
