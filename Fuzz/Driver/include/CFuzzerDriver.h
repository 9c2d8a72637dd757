#ifndef CFUZZER_DRIVER_H
#define CFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (LLVM 11 and later): parses libFuzzer's options from `argv` and
/// fuzzes `callback`. Each fuzzer's `main` calls it, since SwiftPM links an executable
/// with its own `main` (which libFuzzer's would otherwise provide).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
