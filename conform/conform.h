// `hloref conform`: runs the conformance corpus on a backend
// (conformance/README.md, tools/backends/PROTOCOL.md).
#pragma once

namespace hloref {

// argv[0] is the program, argv[1] is "conform". Returns the exit status:
// 0 every case passed (or is unsupported or skipped), 1 some case failed,
// 2 the backend could not be used, 3 usage error.
int conformMain(int argc, char** argv);
// `hloref conform --help`.
const char* conformUsage();

}  // namespace hloref
