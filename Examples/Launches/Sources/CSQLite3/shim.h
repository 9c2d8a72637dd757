// SQLite's C API for the Launches server, plus what Swift cannot import itself.
#ifndef CSQLITE3_SHIM_H
#define CSQLITE3_SHIM_H

#include <sqlite3.h>

// Binds text that SQLite copies (SQLITE_TRANSIENT is a cast macro Swift cannot import).
static inline int csqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

#endif
