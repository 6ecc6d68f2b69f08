import DocModel
import Foundation
import Testing
@testable import Store

@Suite struct PageGeometryStoreTests {
    @Test func pageGeometryLoadsBackExactly() throws {
        let database = try TemporaryDatabase()
        let store = try DocumentStore(path: database.path, now: { Date(timeIntervalSince1970: Samples.fixedSeconds) })
        var document = Samples.document()
        document.pages[0].geometry = PageGeometry(
            corners: [Point(x: 27.25, y: 210.5), Point(x: 893, y: 108), Point(x: 1012, y: 1281), Point(x: 210, y: 1389)],
            origin: .found, confidence: 0.93, homography: [0.41, 0.067, 27.25, -0.05, 0.4, 210.5, 0.00001, -0.00002, 1],
            rotation: 90, skewAngle: -0.4)
        document.pages[1].geometry = .assumed(width: document.pages[1].width, height: document.pages[1].height)
        #expect(document.invariantViolations().isEmpty)
        let id = try store.save(Samples.report(document)).id
        let loaded = try #require(try store.loadDocument(id: id))
        #expect(loaded.pages == document.pages)
        let rows = try DocumentStore.query(databasePath: database.path,
                                           sql: "SELECT page, origin, rotation FROM page_geometry ORDER BY page").rows
        #expect(rows.map { $0.map(\.description) } == [["1", "found", "90"], ["2", "assumed", "0"]])
    }
}
