import DocModel
import Evaluation
import Foundation
import Testing

/// The ICDAR 2013 truth's region boxes: the `-reg.xml` box wins over the union of the cells' boxes.
@Suite struct ICDARTablesTests {
    // A landscape page as displayed (842 × 595 pt) whose structure file measures y from 842 (the unrotated
    // height), as eu-015's does: the "Topic" cell sits 90 pt below the top, at y 742–752.
    let structureXML = """
        <document><table id="1"><region id="1" page="1">
        <cell id="1" start-row="0" start-col="0"><bounding-box x1="60" y1="742" x2="82" y2="752"/><content>Topic</content></cell>
        </region></table></document>
        """
    let regionXML = """
        <document><table id="1"><region id="1" page="1"><bounding-box x1="60" x2="356" y1="292" y2="505"/></region></table></document>
        """

    @Test func theRegionFileBoxIsUsedOnThePageAsDisplayed() throws {
        let tables = ICDARTable.attachingRegions(ICDARTable.parse(Data(structureXML.utf8)), regData: Data(regionXML.utf8))
        let box = try #require(tables.first?.box(dpi: 72, pageHeightPoints: 595))
        // 595 − 505 = 90 pt from the top, 213 pt tall, 296 pt wide.
        #expect(box == Box(x: 60, y: 90, width: 296, height: 213))
    }

    @Test func withoutARegionFileTheCellsGiveTheBox() throws {
        let box = try #require(ICDARTable.parse(Data(structureXML.utf8)).first?.box(dpi: 72, pageHeightPoints: 842))
        #expect(box == Box(x: 60, y: 90, width: 22, height: 10))
    }

    @Test func regionsThatDoNotLineUpAreNotAttached() {
        let twoRegions = regionXML.replacingOccurrences(of: "</table></document>",
                                                         with: "</table><table id=\"2\"><region id=\"1\" page=\"2\"><bounding-box x1=\"1\" x2=\"2\" y1=\"1\" y2=\"2\"/></region></table></document>")
        let tables = ICDARTable.attachingRegions(ICDARTable.parse(Data(structureXML.utf8)), regData: Data(twoRegions.utf8))
        #expect(tables.first?.region == nil)
    }
}
