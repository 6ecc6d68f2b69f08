import Testing
@testable import Evaluation

@Suite struct AdjacencyRelationsTests {
    typealias Cell = AdjacencyRelations.Cell

    @Test func eachCellRelatesToItsNearestFilledNeighbourRightAndBelow() {
        // A | (empty) | B
        // C |   D     | E
        let cells = [Cell(row: 0, column: 0, text: "A"), Cell(row: 0, column: 2, text: "B"),
                     Cell(row: 1, column: 0, text: "C"), Cell(row: 1, column: 1, text: "D"), Cell(row: 1, column: 2, text: "E")]
        let relations = Set(AdjacencyRelations.relations(cells).map { "\($0.from)\($0.direction == .right ? ">" : "v")\($0.to)" })
        #expect(relations == ["A>B", "AvC", "BvE", "C>D", "D>E"])
    }

    @Test func anExtraRowAboveTheTableKeepsEveryRelation() {
        let truth = [Cell(row: 0, column: 0, text: "Item"), Cell(row: 0, column: 1, text: "Qty"),
                     Cell(row: 1, column: 0, text: "Paper"), Cell(row: 1, column: 1, text: "12")]
        let shifted = [Cell(row: 0, column: 0, text: "Table 1")] + truth.map { Cell(row: $0.row + 1, column: $0.column, text: $0.text) }
        let score = AdjacencyRelations.match(found: AdjacencyRelations.relations(shifted), expected: AdjacencyRelations.relations(truth))
        #expect(score.matched == 4 && score.expected == 4 && score.found == 5)
    }

    @Test func aSpanningCellRelatesToEveryCellUnderIt() {
        let cells = [Cell(row: 0, column: 0, columnSpan: 2, text: "Sales"),
                     Cell(row: 1, column: 0, text: "Q1"), Cell(row: 1, column: 1, text: "Q2")]
        let below = AdjacencyRelations.relations(cells).filter { $0.direction == .below }.map(\.to).sorted()
        #expect(below == ["Q1", "Q2"])
    }

    @Test func relationsMatchDespiteSmallTextSlipsButNotWrongDirections() {
        let truth = [AdjacencyRelations.Relation(from: "Carbon dioxide", to: "100 million", direction: .right)]
        let slip = [AdjacencyRelations.Relation(from: "Carbon dioxlde", to: "100 million", direction: .right)]
        let turned = [AdjacencyRelations.Relation(from: "Carbon dioxide", to: "100 million", direction: .below)]
        #expect(AdjacencyRelations.match(found: slip, expected: truth).matched == 1)
        #expect(AdjacencyRelations.match(found: turned, expected: truth).matched == 0)
    }
}
