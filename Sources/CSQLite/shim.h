#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro; Swift can't import it.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }
