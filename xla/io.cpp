#include "xla/io.h"

#include <fstream>
#include <sstream>

#include "xla/translate.h"

namespace hloref::xla {

bool isRawBuffer(const std::string& path) { return path.size() > 4 && path.ends_with(".bin"); }

Layout ioLayout(const Module& module, bool input, size_t index, const std::string& text, int64_t rank) {
  if (!text.empty()) return parseLayoutText(text, input ? "--input-layout" : "--output-layout");
  for (const auto& [name, value] : module.attributes) {
    if (name != (input ? kParameterLayoutsAttr : kResultLayoutsAttr)) continue;
    if (index < value.elements.size() && !value.elements[index].text.empty())
      return parseLayoutText(value.elements[index].text, "the module's layout");
  }
  return defaultLayout(rank);
}

Tensor readRawBuffer(const std::string& path, const TensorType& type, const Layout& layout) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(Location{}, "cannot open " + path, kExitUsage);
  if (!type.isStatic()) fail(Location{}, path + ": a raw buffer needs a static type, got " + tensorTypeString(type));
  const int64_t need = physicalBytes(type, layout, path);
  in.seekg(0, std::ios::end);
  const int64_t size = static_cast<int64_t>(in.tellg());
  if (size != need)
    fail(Location{}, path + " holds " + std::to_string(size) + " bytes but " + tensorTypeString(type) + " in layout " +
                         layoutString(layout) + " takes " + std::to_string(need));
  in.seekg(0);
  std::vector<std::byte> bytes(static_cast<size_t>(size));
  in.read(reinterpret_cast<char*>(bytes.data()), size);
  return fromPhysical(bytes, type, layout, path);
}

void writeRawBuffer(const std::string& path, const Tensor& tensor, const Layout& layout) {
  std::vector<std::byte> bytes = toPhysical(tensor, layout);
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) fail(Location{}, "cannot write " + path);
}

}  // namespace hloref::xla
