import DocModel
import Foundation

/// Runs stages, turning failures into diagnostics (a failed page never stops the others) and
/// measuring the time each stage takes (wall and the thread's CPU).
public struct StageRunner: Sendable {
    /// Checks the model after every document stage; on in debug builds.
    public var checkInvariants: Bool

    public init(checkInvariants: Bool = _isDebugAssertConfiguration()) {
        self.checkInvariants = checkInvariants
    }

    /// Runs `stages` on one page in order. A throwing stage ends that page's processing with an error
    /// diagnostic; stages that do not apply are recorded as skips. Past `deadline` no further stage starts:
    /// an error diagnostic names the budget and the stages left out.
    public func runPage<Work>(_ stages: [any PageStage<Work>], on work: inout Work, page: Int, deadline: Deadline? = nil,
                              timings: inout [String: StageTime], diagnostics: inout [Diagnostic]) -> Bool {
        for (index, stage) in stages.enumerated() {
            guard stage.applies(to: work) else { continue }
            if let deadline, deadline.hasPassed() {
                let left = stages[index...].map(\.name).joined(separator: ", ")
                diagnostics.append(Diagnostic(severity: .error, stage: stage.name, page: page,
                                              message: "\(deadline.ranOut()); not run: \(left)"))
                return false
            }
            let clock = StageClock()
            defer { timings[stage.name, default: .zero] += clock.elapsed }
            do {
                try stage.process(&work)
            } catch {
                diagnostics.append(Diagnostic(severity: .error, stage: stage.name, page: page, message: "\(error)"))
                return false
            }
        }
        return true
    }

    /// Runs document stages in order; the first failure stops the run and is returned as a diagnostic.
    public func runDocument(_ stages: [any DocumentStage], on document: inout Document,
                            timings: inout [String: StageTime], diagnostics: inout [Diagnostic]) -> Bool {
        for stage in stages {
            let clock = StageClock()
            defer { timings[stage.name, default: .zero] += clock.elapsed }
            do {
                try stage.process(&document, diagnostics: &diagnostics)
            } catch {
                diagnostics.append(Diagnostic(severity: .error, stage: stage.name, message: "\(error)"))
                return false
            }
            if checkInvariants {
                let problems = document.invariantViolations()
                if !problems.isEmpty {
                    diagnostics.append(Diagnostic(severity: .error, stage: stage.name,
                                                  message: "broke the document model: " + problems.joined(separator: "; ")))
                    return false
                }
            }
        }
        return true
    }

    public static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
