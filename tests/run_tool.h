// Runs the built hloref binary from tests and captures what it prints.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace hloref::testing {

struct ToolResult {
  int status = -1;         // exit status; 128 + N when killed by signal N
  std::string out;
  std::string err;
};

inline std::string shellQuote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

inline std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A fresh directory under the system temp dir, removed by the caller if it likes.
inline std::string makeTempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "hloref-test-XXXXXX").string();
  if (!mkdtemp(pattern.data())) return "/tmp";
  return pattern;
}

inline ToolResult runHloref(const std::vector<std::string>& args, int timeoutSeconds = 120) {
  static const std::string dir = makeTempDir();
  static int counter = 0;
  std::string base = dir + "/run" + std::to_string(counter++);
  std::string cmd = "timeout -s KILL " + std::to_string(timeoutSeconds) + " " + shellQuote(HLOREF_BINARY);
  for (const auto& a : args) cmd += " " + shellQuote(a);
  cmd += " >" + base + ".out 2>" + base + ".err </dev/null";
  int raw = std::system(cmd.c_str());
  ToolResult r;
  if (raw != -1 && WIFEXITED(raw)) r.status = WEXITSTATUS(raw);
  else if (raw != -1 && WIFSIGNALED(raw)) r.status = 128 + WTERMSIG(raw);
  r.out = readAll(base + ".out");
  r.err = readAll(base + ".err");
  std::filesystem::remove(base + ".out");
  std::filesystem::remove(base + ".err");
  return r;
}

inline std::string writeTempFile(const std::string& name, const std::string& contents) {
  static const std::string dir = makeTempDir();
  std::string path = dir + "/" + name;
  std::ofstream(path, std::ios::binary) << contents;
  return path;
}

// ../shared beside the source tree, or "" when this clone has none.
inline std::string sharedDir() {
  std::filesystem::path p = std::filesystem::path(HLOREF_SOURCE_DIR) / ".." / "shared";
  return std::filesystem::exists(p / "corpus") ? p.lexically_normal().string() : "";
}

}  // namespace hloref::testing
