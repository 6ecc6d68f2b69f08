import DocModel

/// One block that matched a search.
public struct SearchHit: Hashable, Sendable, Codable {
    public var documentId: Int64
    public var path: String
    /// The page of the block's first provenance entry; nil for a block without provenance.
    public var page: Int?
    /// The block's id in its document, "b7".
    public var blockKey: String
    public var type: Block.Kind
    /// The matching part of the block's text, matches in [brackets], cuts marked with "…".
    public var snippet: String
    /// FTS5 `bm25()`: lower is a better match (the values are negative).
    public var rank: Double
}

extension DocumentStore {
    /// Full-text search over block text, best match first (bm25).
    ///
    /// By default each term of `query` is quoted, so punctuation and FTS keywords in user input are plain
    /// text (see `FTSQuery`); `raw: true` passes FTS5 query syntax through (`invoice NOT draft`,
    /// `NEAR(total due, 3)`) and an invalid query throws `StoreError`. A list whose items hold the text is
    /// not reported besides its items: the item's hit has the exact place.
    ///
    /// On PostgreSQL the same, over `block.search` (a `tsvector`, GIN-indexed): terms become a `tsquery`
    /// (`PostgreSQLSearch`), ranked by `ts_rank_cd` (negated, so lower is better here too), snippets by
    /// `ts_headline`; `raw: true` passes `to_tsquery` syntax through (`invoice & !draft`).
    public func search(_ query: String, limit: Int = 20, raw: Bool = false) throws -> [SearchHit] {
        guard limit > 0, let match = raw ? query : FTSQuery.quoted(query) else { return [] }
        guard !match.trimmingWhitespace.isEmpty else { return [] }
        return try queue.read { db in
            if db.isPostgreSQL {
                let (tsquery, arguments) = raw ? ("to_tsquery('simple', ?)", [SQLValue.text(query)]) : PostgreSQLSearch.tsquery(query)
                return try db.rows("""
                    SELECT b.document_id, d.path, b.page, b.key, b.type,
                           ts_headline('simple', b.text, q, 'StartSel=[, StopSel=], MaxWords=12, MinWords=4, '
                                       || 'ShortWord=1, FragmentDelimiter=…, MaxFragments=1'),
                           -ts_rank_cd(b.search, q) AS rank
                    FROM block b JOIN document d ON d.id = b.document_id, (SELECT \(tsquery) AS q) AS query
                    WHERE b.search @@ q AND coalesce(b.item_count, 0) = 0
                    ORDER BY rank, b.document_id, b.id
                    LIMIT ?
                    """, arguments + [SQLValue(limit)], Self.searchHit)
            }
            return try db.rows("""
                SELECT b.document_id, d.path, b.page, b.key, b.type,
                       snippet(block_fts, 0, '[', ']', '…', 12), bm25(block_fts) AS rank
                FROM block_fts
                JOIN block b ON b.id = block_fts.rowid
                JOIN document d ON d.id = b.document_id
                WHERE block_fts MATCH ? AND coalesce(b.item_count, 0) = 0
                ORDER BY rank, b.document_id, b.id
                LIMIT ?
                """, [.text(match), SQLValue(limit)], Self.searchHit)
        }
    }

    private static func searchHit(_ row: Statement) throws(StoreError) -> SearchHit {
        guard let kind = Block.Kind(rawValue: row.string(4)) else {
            throw .corrupt("block \(row.string(3)) has unknown type '\(row.string(4))'")
        }
        return SearchHit(documentId: row.int64(0), path: row.string(1), page: row.optionalInt(2),
                         blockKey: row.string(3), type: kind, snippet: row.string(5), rank: row.double(6))
    }
}
