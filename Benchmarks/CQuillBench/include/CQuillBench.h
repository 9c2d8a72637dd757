// What the benchmark asks the C allocator that Swift's Glibc module does not import.
#ifndef CQUILLBENCH_H
#define CQUILLBENCH_H

#include <stddef.h>

// Bytes the allocator has handed out and not had back (glibc's mallinfo2().uordblks,
// Darwin's malloc zone statistics).
size_t cquillbench_heap_in_use(void);

#endif
