// NumPy file I/O: .npy arrays and .npz archives (the format inputs and outputs
// of `hloref run --inputs/--outputs` and of the backend protocol use).
//
// Element types and descrs
//   reading                          writing
//   |b1                 -> i1        i1            -> |b1
//   |i1 <i2 <i4 <i8     -> si8..si64 si8..si64     -> |i1 <i2 <i4 <i8
//   |u1 <u2 <u4 <u8     -> ui8..ui64 ui8..ui64     -> |u1 <u2 <u4 <u8
//   <f2 <f4 <f8         -> f16 f32 f64              (index -> <i8)
//   <c8 <c16            -> complex<f32>, complex<f64>
//   `>` (big-endian) and `=` (native) byte orders are read too (swapped per
//   element, per part for complex); writing is always little-endian.
//
// Types NumPy cannot carry natively (bf16, the f8/f6/f4 types, tf32, si2/si4,
// ui2/ui4) follow what ml_dtypes produces when such an array is np.save'd:
// a void descr holding the raw storage bytes — `<V2` for bfloat16 and `<V1`
// for every one-byte type (ml_dtypes 0.6 writes `<f1` for float8_e5m2, a
// descr NumPy itself cannot load; it is read as f8E5M2). We write `<V2` for
// bf16, `|V1` for the one-byte types (f8E5M2 included, so NumPy can load the
// file) and `<V4` for tf32 (its 19-bit encoding right-aligned in a
// little-endian uint32). Sub-byte types are written as ml_dtypes stores them:
// the encoding in the low bits of the byte, high bits zero (si4 -1 -> 0x0F);
// on reading, the high bits are ignored as ml_dtypes ignores them.
//
// A void descr does not say which type it holds. Pass the expected element
// type (the type of the function argument the file feeds) to decide it:
//   - `|V1`/`<V1` needs an expected one-byte type (no default: error);
//   - `<V2` defaults to bf16 (the only two-byte ml_dtypes type);
//   - `<V4` needs expected tf32.
// When an expected type is given and the descr names a different native type,
// the read fails (no silent conversion), except that si64 data is accepted
// for `index`.
//
// Fortran order (`'fortran_order': True`) is supported: the data is transposed
// into the row-major layout tensors use. Writing always uses C order.
//
// Bad input never crashes, hangs or allocates without bound: every size is
// checked against the bytes actually present before anything is allocated,
// and deflate output is bounded by the (checked) size the archive declares.
// Malformed content throws hloref::Error with Location{path, line 1,
// column = byte offset + 1} and status kExitInvalid; a file that cannot be
// opened or written throws with status kExitUsage.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/tensor.h"

namespace hloref {

// One .npy file held in memory. `sourceName` is the file name diagnostics use.
Tensor readNpy(std::string_view bytes, const std::string& sourceName);
Tensor readNpy(std::string_view bytes, const std::string& sourceName,
               std::optional<ElementType> expected);
Tensor readNpyFile(const std::string& path);
Tensor readNpyFile(const std::string& path, std::optional<ElementType> expected);

// The .npy encoding of a tensor (format version 1.0, or 2.0 when the header
// does not fit in 65535 bytes).
std::string writeNpy(const Tensor& tensor);
void writeNpyFile(const std::string& path, const Tensor& tensor);

// Expected element type of the member called `name` (`.npy` stripped) at
// position `index` in the archive, or nullopt when unknown.
using NpzExpectedTypes =
    std::function<std::optional<ElementType>(const std::string& name, size_t index)>;

// A .npz archive (numpy.savez: stored; numpy.savez_compressed: deflate;
// zip64 records accepted). Members come back in archive order, named
// without their `.npy` suffix.
std::vector<std::pair<std::string, Tensor>> readNpz(std::string_view bytes,
                                                    const std::string& sourceName,
                                                    const NpzExpectedTypes& expected = {});
std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path);
std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path,
                                                        const NpzExpectedTypes& expected);

// Writes a stored (uncompressed) archive with member names `name.npy`. Zip64
// records are used only when a size or offset reaches 4 GiB.
void writeNpzFile(const std::string& path,
                  const std::vector<std::pair<std::string, Tensor>>& tensors);
// The same archive, in memory.
std::string writeNpz(const std::vector<std::pair<std::string, Tensor>>& tensors);

namespace npy_testing {
// Lowers the size/offset at which writeNpz switches to zip64 records, so that
// tests can exercise them without 4 GiB of data. Returns the previous value.
uint64_t setZip64Threshold(uint64_t bytes);
}  // namespace npy_testing

}  // namespace hloref
