// The few POSIX pieces the backends use to talk to a child process (a forked
// case run or an adapter): exact writes, reads until EOF with a deadline,
// and a readable wait status.
#pragma once

#include <chrono>
#include <string>

namespace hloref::conform {

using Clock = std::chrono::steady_clock;

// "signal 11 (Segmentation fault)" or "exit status 3", from waitpid's status.
std::string signalText(int status);
// Reads what `fd` delivers until EOF or the deadline. Returns false on timeout.
bool readUntilEof(int fd, std::string& out, Clock::time_point deadline);
// Writes all of `s`, retrying after signals. Returns false when the pipe broke.
bool writeAll(int fd, const std::string& s);

}  // namespace hloref::conform
