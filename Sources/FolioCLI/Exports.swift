// The console, exit codes and failures are part of FolioCLI's own interface (`FolioMain.run`).
@_exported import CommandIO
