import Foundation
import Glibc
import Imaging
import PDF
import Synchronization

/// Renders a PDF page in a child process (the folio executable, run with `argument`) whose memory and CPU time
/// are limited. Such pages are drawn by Splash, which scales a Flate, JPEG or CCITT image row by row, but Poppler
/// still decodes some images whole whatever size they are drawn at (JPEG 2000 through OpenJPEG), and a damaged or
/// hostile file can take any amount of time. A child that runs out is a page error naming the limit; the reading
/// process and its other pages go on.
///
/// Memory is watched, not limited with `setrlimit`: under `RLIMIT_DATA` or `RLIMIT_AS` the failed allocation is
/// soft and Poppler silently leaves the image out, so the page would come back incomplete and look fine. The
/// parent reads the child's resident size every 20 ms and kills it past `memoryBytes` (it can overshoot by what
/// it touches in 20 ms). CPU time is limited with `RLIMIT_CPU` (the child is killed with SIGXCPU).
///
/// Protocol: the PDF's bytes on the child's stdin; on its stdout one line, `blank`, `error MESSAGE` or
/// `page WIDTH HEIGHT WORDS`, the last followed by the 8-bit page as Leptonica stores it (WORDS 32-bit words a row,
/// rows top to bottom: parent and child share the machine's layout, so no pixel is converted).
struct IsolatedRenderer: Sendable {
    /// The folio executable's hidden first argument that makes it the renderer.
    static let argument = "--render-pdf-page"
    /// Set by the folio executable to its own path for the readers it starts; absent (tests, other hosts), pages
    /// render in process.
    static let environmentKey = "FOLIO_RENDER_HELPER"
    static var executableFromEnvironment: String? { ProcessInfo.processInfo.environment[environmentKey] }

    let executable: String
    /// Largest resident size the child may reach, in bytes.
    let memoryBytes: Int
    /// CPU seconds the child may use (`RLIMIT_CPU`); 0 for no limit.
    let cpuSeconds: Int

    enum Rendering {
        case blank
        case image(Image)
    }

    /// Page `page` at `dpi` (which must fit `maxPixels`), or `.blank` when `probeBlank` and it draws nothing.
    func render(_ page: PDFPage, dpi: Int, maxPixels: Int, probeBlank: Bool) throws(PDFError) -> Rendering {
        let file = page.pdfDocument.file
        func failed(_ reason: String) -> PDFError { .renderFailed(file: file, page: page.number, reason: reason) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [Self.argument, String(page.number - 1), String(dpi), String(maxPixels), probeBlank ? "1" : "0",
                             String(cpuSeconds), file]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        _ = Self.ignoreBrokenPipes
        do { try process.run() } catch { throw failed("cannot start the renderer \(executable): \(error)") }
        let overran = Self.watch(process.processIdentifier, limit: memoryBytes)
        // The child reads all of its input before it writes, so writing all, then reading, cannot deadlock. A child
        // that died early makes the write fail; its exit status says why.
        try? input.fileHandleForWriting.write(contentsOf: page.pdfDocument.data)
        try? input.fileHandleForWriting.close()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if overran.value.withLock({ $0 }) {
            throw failed("rendering needed more than \(memoryBytes >> 20) MiB of memory (rasterize.memory_mb); not read")
        }
        if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
            throw failed(describe(process))
        }
        guard let newline = reply.firstIndex(of: 0x0A) else { throw failed("the renderer gave no answer") }
        let head = String(decoding: reply[reply.startIndex..<newline], as: UTF8.self)
        if head == "blank" { return .blank }
        if head.hasPrefix("error ") { throw failed(String(head.dropFirst(6))) }
        let fields = head.split(separator: " ")
        guard fields.count == 4, fields[0] == "page", let w = Int(fields[1]), let h = Int(fields[2]), let wpl = Int(fields[3]),
              w > 0, h > 0, w * h <= maxPixels else {
            throw failed("the renderer's answer is malformed")
        }
        do {
            let image = try Image.gray(width: w, height: h, wordsPerLine: wpl, storedRows: reply[(newline + 1)...])
            image.resolution = dpi
            return .image(image)
        } catch { throw failed("\(error)") }
    }

    private func describe(_ process: Process) -> String {
        if process.terminationReason == .uncaughtSignal {
            if process.terminationStatus == SIGXCPU || (process.terminationStatus == SIGKILL && cpuSeconds > 0) {
                return "rendering took more than \(cpuSeconds) s of CPU time (decode.page_seconds); not read"
            }
            return "the renderer stopped with signal \(process.terminationStatus); not read"
        }
        return process.terminationStatus == Self.outOfMemory
            ? "rendering ran out of memory; not read"
            : "the renderer failed with exit status \(process.terminationStatus)"
    }

    /// Kills process `pid` once its resident size passes `limit` bytes, checking every 20 ms until it is gone
    /// (`/proc/PID/statm`). The flag tells whether it did.
    private static func watch(_ pid: Int32, limit: Int) -> Flag {
        let overran = Flag()
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let thread = Thread {
            while let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) {
                let fields = statm.split(separator: " ")
                // A zombie (exited, not yet reaped) shows 0 pages.
                if fields.count > 1, let resident = Int(fields[1]), resident > 0 {
                    if resident * pageSize > limit {
                        overran.value.withLock { $0 = true }
                        kill(pid, SIGKILL)
                        return
                    }
                } else { return }
                usleep(20_000)
            }
        }
        thread.start()
        return overran
    }

    /// Set from the watching thread, read after the child exited.
    private final class Flag: Sendable {
        let value = Mutex(false)
    }

    /// A write to a child that died must fail with EPIPE, not kill this process.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// The child's exit status when an allocation failed softly (cairo's or Leptonica's).
    static let outOfMemory: Int32 = 3

    // MARK: - The child

    /// Runs in the child: limits itself, reads the PDF from stdin, renders and answers on stdout. Returns the
    /// exit status.
    static func serve(_ arguments: [String]) -> Int32 {
        guard arguments.count == 6, let index = Int(arguments[0]), let dpi = Int(arguments[1]), let maxPixels = Int(arguments[2]),
              let cpu = Int(arguments[4]) else { return 64 }
        let probeBlank = arguments[3] == "1", file = arguments[5]
        if cpu > 0 {
            var time = rlimit(rlim_cur: rlim_t(cpu), rlim_max: rlim_t(cpu + 1))
            setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &time)
        }
        _ = ImageDecoder.quietLeptonica
        let out = FileHandle.standardOutput
        func answer(_ line: String, _ bytes: Data = Data()) {
            try? out.write(contentsOf: Data((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8))
            if !bytes.isEmpty { try? out.write(contentsOf: bytes) }
        }
        let pdf = FileHandle.standardInput.readDataToEndOfFile()
        do {
            let page = try PDFDocument(data: pdf, file: file).page(index)
            guard let image = probeBlank ? try page.renderUnlessBlank(dpi: dpi, maxPixels: maxPixels)
                    : try page.render(dpi: dpi, maxPixels: maxPixels) else {
                answer("blank")
                return 0
            }
            let rows = try image.storedGrayRows()
            answer("page \(image.width) \(image.height) \(rows.wordsPerLine)", rows.bytes)
        } catch PDFError.renderFailed(_, _, let reason) where reason == PDFPage.outOfMemory || reason.contains("surface") {
            return outOfMemory
        } catch {
            answer("error \(error)")
        }
        return 0
    }
}

/// What the folio executable needs to act as the page renderer.
public enum PageRenderHelper {
    public static var argument: String { IsolatedRenderer.argument }
    public static var environmentKey: String { IsolatedRenderer.environmentKey }
    public static func serve(_ arguments: [String]) -> Int32 { IsolatedRenderer.serve(arguments) }
}
