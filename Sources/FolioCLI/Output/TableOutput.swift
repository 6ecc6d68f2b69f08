import Evaluation

/// Query results for a terminal: a padded text table.
typealias TableOutput = TextTable
