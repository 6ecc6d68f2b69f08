import FileWatch
import Foundation
import Testing

/// Review pages, searchable PDFs, CSV exports and error notes are written whole or not at all, and leave
/// no temporary file behind.
@Suite struct FileReplacingTests {
    func freshFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replacing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesTheBytesAndLeavesOnlyTheFileInItsFolder() throws {
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileMoves.writeReplacing(Array("a,b\n1,2\n".utf8), to: folder + "/out.csv")
        #expect(try String(contentsOfFile: folder + "/out.csv", encoding: .utf8) == "a,b\n1,2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.csv"])
    }

    @Test func replacesAnEarlierFileWhole() throws {
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/page.html"
        try FileMoves.writeReplacing(Array(String(repeating: "old ", count: 1000).utf8), to: path)
        try FileMoves.writeReplacing(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page.html"])
    }

    @Test func theFileGetsTheModeAPlainWriteWouldGive() throws {
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The umask as the kernel reports it (setting it to read it would race the suites running beside this one).
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
        try FileMoves.writeReplacing([1, 2, 3], to: folder + "/x.bin")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/x.bin")[.posixPermissions] as? Int
        #expect(mode == 0o666 & ~mask, "mkstemp's 0600 would hide an export from the user's group")
    }

    @Test func aMissingFolderIsAnErrorNamingTheFile() throws {
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/no-such-folder/out.csv"
        #expect {
            try FileMoves.writeReplacing([1], to: path)
        } throws: { error in
            (error as? FileWatchError)?.path == path && (error as? FileWatchError)?.cause == "No such file or directory"
        }
    }
}
