import DocModel
import Evaluation
import Foundation
import Testing
@testable import EvaluationTasks

/// Other tools' tables, read from the JSON scripts/eval/compare-tables.py writes, go through Folio's own scorer.
@Suite struct ReferenceTablesTests {
    // One 2×2 table at x 100–300 pt, y 600–700 pt (bottom-left origin) on an 842 pt page.
    let truthXML = """
        <document><table id="1"><region id="1" page="1">
        <cell id="1" start-row="0" start-col="0"><bounding-box x1="100" y1="650" x2="200" y2="700"/><content>Item</content></cell>
        <cell id="2" start-row="0" start-col="1"><bounding-box x1="200" y1="650" x2="300" y2="700"/><content>Qty</content></cell>
        <cell id="3" start-row="1" start-col="0"><bounding-box x1="100" y1="600" x2="200" y2="650"/><content>Paper</content></cell>
        <cell id="4" start-row="1" start-col="1"><bounding-box x1="200" y1="600" x2="300" y2="650"/><content>12</content></cell>
        </region></table></document>
        """

    /// The same region at 300 dpi, top-left origin: x 417–1250, y (842 − 700) × 300/72 = 592 … 1008.
    func reference(rowOffset: Int) throws -> [ReferenceTable] {
        let json = """
            [{"page": 1, "dpi": 300, "pageHeightPoints": 842, "box": {"x": 417, "y": 592, "width": 833, "height": 417},
              "cells": [{"row": \(rowOffset), "column": 0, "text": "Item"}, {"row": \(rowOffset), "column": 1, "text": "Qty"},
                        {"row": \(rowOffset + 1), "column": 0, "text": "Paper"}, {"row": \(rowOffset + 1), "column": 1, "text": "12"}]}]
            """
        return try JSONDecoder().decode([ReferenceTable].self, from: Data(json.utf8))
    }

    @Test func aReferenceTableMatchingTheTruthScoresFull() throws {
        let truth = ICDARTable.parse(Data(truthXML.utf8))
        let found = try reference(rowOffset: 0)
        let score = TablesEvaluation.score(found: found.map(\.block), expected: truth, dpi: 300, heightPoints: 842)
        #expect(score.tables.matched == 1 && score.tables.found == 1 && score.tables.expected == 1)
        #expect(score.cells.matched == 4 && score.cells.found == 4 && score.cells.expected == 4)
        // Relations: Item>Qty, Paper>12, Item v Paper, Qty v 12.
        #expect(score.relations.matched == 4 && score.relations.expected == 4)
    }

    @Test func aRowShiftLosesTheCellsButNotTheRelations() throws {
        let truth = ICDARTable.parse(Data(truthXML.utf8))
        let score = TablesEvaluation.score(found: try reference(rowOffset: 1).map(\.block), expected: truth, dpi: 300, heightPoints: 842)
        #expect(score.tables.matched == 1)
        #expect(score.cells.matched == 0)
        #expect(score.relations.matched == 4)
    }
}
