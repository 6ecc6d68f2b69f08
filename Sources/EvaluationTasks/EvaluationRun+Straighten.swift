import Foundation

extension EvaluationRun {
    /// `--task corners` (page finder vs truth corners and the contour baseline) and `--task orientation`
    /// (every page turned four ways must come out upright).
    func runStraightening() throws -> ExitCode {
        if task == "corners" {
            let rows = try CornersEvaluation(directories: directories).run()
            guard !rows.isEmpty else {
                throw CommandFailure(code: .noInput, message: "no truth corners found in \(directories.joined(separator: ", "))")
            }
            context.console.out(json ? try JSONOutput.pretty(rows) : CornersEvaluation.table(rows))
        } else {
            let rows = try OrientationEvaluation(directories: directories, pipeline: pipeline).run()
            guard !rows.isEmpty else {
                throw CommandFailure(code: .noInput, message: "no documents found in \(directories.joined(separator: ", "))")
            }
            context.console.out(json ? try JSONOutput.pretty(rows) : OrientationEvaluation.table(rows))
        }
        return .ok
    }
}
