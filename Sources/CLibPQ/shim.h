// The libpq C API for Swift, plus the constants Swift cannot import itself.
#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H

#include <libpq-fe.h>

// The error fields libpq reports (character-literal macros, which Swift does not import).
static const int clibpq_diag_sqlstate = PG_DIAG_SQLSTATE;
static const int clibpq_diag_message_primary = PG_DIAG_MESSAGE_PRIMARY;
static const int clibpq_diag_message_detail = PG_DIAG_MESSAGE_DETAIL;
static const int clibpq_diag_table_name = PG_DIAG_TABLE_NAME;
static const int clibpq_diag_constraint_name = PG_DIAG_CONSTRAINT_NAME;

#endif
