import DocModel
@testable import Evaluation
import Testing
@testable import EvaluationTasks

/// Table detection in `folio eval --task structure`: judged only where the truth says where its tables are.
@Suite struct StructureDetectionTests {
    let found = Block(id: "b1", type: .table, text: "Region Orders", provenance: [Provenance(page: 1, box: Box(x: 417, y: 592, width: 833, height: 417), confidence: 1)],
                      table: Table(rowCount: 1, columnCount: 2, cells: []))
    let cells = [StructureTruth.Cell(row: 0, column: 0, text: "Region"), StructureTruth.Cell(row: 0, column: 1, text: "Orders")]

    @Test func aTruthWithoutTableBoxesCountsForNeitherSide() {
        let count = StructureEvaluation.detection(found: [found], expected: [StructureTruth.TableTruth(cells: cells)], dpi: 300)
        #expect(count == MatchCount(found: 0, expected: 0))
    }

    @Test func aFoundTableOverTheTruthsBoxIsDetected() {
        // 100–300 pt across, 142–242 pt down: at 300 dpi x 416–1250, y 591–1008, the found block's box.
        let truth = StructureTruth.TableTruth(cells: cells, box: StructureTruth.Region(x: 100, y: 142, width: 200, height: 100))
        #expect(StructureEvaluation.detection(found: [found], expected: [truth], dpi: 300) == MatchCount(matched: 1, found: 1, expected: 1))
    }
}
