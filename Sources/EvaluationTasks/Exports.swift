// The task runners write with the command line's console and fail with its exit codes (`folio eval`).
@_exported import CommandIO
