#include "core/allocator.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace hloref {

void keepFreedMemoryForReuse() {
#ifdef __GLIBC__
  // Blocks below 64 MiB come from the heap rather than a mapping each, and
  // the heap's top goes back to the kernel only beyond 256 MiB free.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

}  // namespace hloref
