import Ingest
import Pipeline
import Store

/// Maps configuration and environment errors to exit codes; document failures never get here
/// (they are recorded per file and summarised by the command).
enum ErrorExitCode {
    static func exitCode(for error: any Error) -> ExitCode {
        if let failure = error as? CommandFailure { return failure.code }
        if error is PipelineError { return .dataError }
        if error is StoreError || error is MigrationError { return .ioError }
        if Ingest.isMissingResource(error) { return .unavailable }
        return .failure
    }
}
