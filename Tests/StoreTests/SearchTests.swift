import DocModel
import Foundation
import Testing
@testable import Store

@Suite struct SearchTests {
    let database: TemporaryDatabase
    let store: DocumentStore
    let documentID: Int64

    init() throws {
        database = try TemporaryDatabase()
        store = try DocumentStore(path: database.path)
        documentID = try store.save(Samples.report(Samples.document())).id
    }

    @Test func findsWordsWithSnippetsAndPlaces() throws {
        let hits = try store.search("invoice", limit: 10)
        #expect(hits == [SearchHit(documentId: documentID, path: "inbox/scan.pdf", page: 1, blockKey: "b1",
                                   type: .title, snippet: "[Invoice] ACME", rank: hits.first?.rank ?? 0)])
        #expect((hits.first?.rank ?? 0) < 0)
    }

    @Test func phrasesAndTermsAreMatchedAsTyped() throws {
        #expect(try store.search(#""total due""#).map(\.blockKey) == ["b3"])
        #expect(try store.search(#""due total""#).isEmpty)
        #expect(try store.search("total brien").map(\.snippet) == ["[Total] due by\nO'[Brien]'s a-b c++"])
        #expect(try store.search("inv*").map(\.blockKey) == ["b1"])
        #expect(try store.search("pens 3.50").map(\.blockKey) == ["b8"])
    }

    @Test func foldsCaseAndDiacritics() throws {
        #expect(try store.search("CAFE muller").map(\.blockKey) == ["b2"])
    }

    @Test func listItemsAreHitsThemselvesNotTheirList() throws {
        let hits = try store.search("staples")
        #expect(hits.map(\.blockKey) == ["b6"])
        #expect(hits.map(\.type) == [.listItem])
        #expect(hits.map(\.snippet) == [#"[Staples] "large""#])
    }

    @Test(arguments: ["o'brien", "a-b", "c++", #""unbalanced"#, "NOT", "AND OR", "*", "(", "a:b", "^x",
                      "NEAR(a b)", #"say "hi"#, "-", "", "   ", "\"\"", "col:total", "x OR"])
    func oddInputNeverThrows(query: String) throws {
        _ = try store.search(query, limit: 5)
    }

    @Test func punctuatedWordsAreFound() throws {
        #expect(try store.search("o'brien's").map(\.blockKey) == ["b3"])
        #expect(try store.search("C++").map(\.blockKey) == ["b3"])
        #expect(try store.search("a-b").map(\.blockKey) == ["b3"])
    }

    @Test func rawQueriesUseFTSSyntax() throws {
        #expect(try store.search("invoice OR staples", raw: true).map(\.blockKey).sorted() == ["b1", "b6"])
        let error = #expect(throws: StoreError.self) { try store.search(#""unbalanced"#, raw: true) }
        #expect(error?.message.contains("unterminated string") == true)
    }

    @Test func limitAndRankOrderApply() throws {
        _ = try store.save(Samples.report(Samples.document(sha256: String(repeating: "77", count: 32),
                                                           path: "inbox/second.pdf")))
        let hits = try store.search("invoice", limit: 1)
        #expect(hits.count == 1)
        #expect(try store.search("invoice", limit: 0).isEmpty)
        let all = try store.search("total OR invoice OR paper", limit: 50, raw: true)
        #expect(all.map(\.rank) == all.map(\.rank).sorted())
    }

    @Test(arguments: [
        ("invoice", #""invoice""#),
        (#"invoice "total due""#, #""invoice" "total due""#),
        ("o'brien a-b", #""o'brien" "a-b""#),
        ("inv*", #""inv"*"#),
        ("NOT", #""NOT""#),
        (#"say "hi"#, #""say" "hi""#),
        ("- * ()", nil),
    ])
    func userInputBecomesQuotedTerms(input: String, expected: String?) {
        #expect(FTSQuery.quoted(input) == expected)
    }
}
