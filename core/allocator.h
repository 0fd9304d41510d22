// How a process that runs programs (the CLI, the benchmarks) sets up the
// C allocator.
#pragma once

namespace hloref {

// Memory freed by one op stays with the allocator for the next instead of
// going back to the kernel, whose fresh pages fault on first touch: a loop
// that rebuilds a 256 KB buffer every iteration (a golden run's bounds of a
// scan's stacked outputs) spent a third of its time in page faults. glibc
// only; a no-op elsewhere.
void keepFreedMemoryForReuse();

}  // namespace hloref
