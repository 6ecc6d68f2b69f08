import Testing
@testable import EvaluationTasks

@Suite struct ReceiptOCRTruthTests {
    @Test func sroieBoxRowsKeepCommasInsideTheText() {
        // Rows as in SROIE's box/001.csv: eight coordinates, then the text, which may itself hold commas.
        let csv = "76,50,323,50,323,84,76,84,TAN WOON YANN\r\n"
            + "126,191,297,191,297,214,126,214,27,JALAN DEDAP 13,\r\n"
            + "1,2,3,4,5,6,7,8,\n"
        #expect(ReceiptOCREvaluation.truthLines(csv) == ["TAN WOON YANN", "27,JALAN DEDAP 13,"])
    }
}
