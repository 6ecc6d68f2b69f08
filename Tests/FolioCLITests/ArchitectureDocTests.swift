import Foundation
import TestSupport
import Testing

/// The module map in docs/architecture.md names every module Package.swift builds.
@Suite struct ArchitectureDocTests {
    @Test func everyModuleOfThePackageIsInTheArchitectureDoc() throws {
        let package = try String(contentsOfFile: Repo.path("Package.swift"), encoding: .utf8)
        let doc = try String(contentsOfFile: Repo.path("docs/architecture.md"), encoding: .utf8)
        let declared = try NSRegularExpression(pattern: #"(?:\.target|\.executableTarget)\(name: "(\w+)"|systemLibrary\("(\w+)""#)
        let names = declared.matches(in: package, range: NSRange(package.startIndex..., in: package)).compactMap { match in
            [1, 2].lazy.compactMap { Range(match.range(at: $0), in: package).map { String(package[$0]) } }.first
        }
        #expect(names.count >= 30, "the package's modules were found: \(names)")
        let missing = names.filter { !doc.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/architecture.md does not name: \(missing)")
    }
}
