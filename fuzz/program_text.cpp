#include "fuzz/program_text.h"

#include <algorithm>

#include "spec/notation.h"
#include "syntax/printer.h"

namespace hloref::fuzz {

std::string typeString(const TensorType& type) { return tensorTypeString(type); }

std::string typeList(const std::vector<TensorType>& types) {
  std::string s = "(";
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + typeString(types[i]);
  return s + ")";
}

std::string i64Array(const std::vector<int64_t>& values) {
  std::string s = "array<i64";
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : ": ") + std::to_string(values[i]);
  return s + ">";
}

std::string boolArray(const std::vector<bool>& values) {
  std::string s = "array<i1";
  for (size_t i = 0; i < values.size(); ++i) s += std::string(i ? ", " : ": ") + boolText(values[i]);
  return s + ">";
}

std::string boolText(bool value) { return value ? "true" : "false"; }

std::string listField(const std::string& name, const std::vector<int64_t>& values) {
  return values.empty() ? "" : name + " = " + notation::listText(values);
}

std::string joined(const std::vector<std::string>& fields) {
  std::string s;
  for (const std::string& f : fields)
    if (!f.empty()) s += (s.empty() ? "" : ", ") + f;
  return s;
}

std::string paddingAttribute(const std::vector<std::pair<int64_t, int64_t>>& padding) {
  std::string rows;
  for (const auto& [low, high] : padding)
    rows += (rows.empty() ? "[" : ", [") + std::to_string(low) + ", " + std::to_string(high) + "]";
  return "dense<[" + rows + "]> : tensor<" + std::to_string(padding.size()) + "x2xi64>";
}

std::string resultsDefinition(const std::string& name, size_t n) {
  return "%" + name + (n == 1 ? "" : ":" + std::to_string(n));
}

std::string resultsUse(const std::string& name, size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i) s += (i ? ", %" : "%") + name + (n == 1 ? "" : "#" + std::to_string(i));
  return s;
}

std::string functionText(const std::string& name, const std::vector<TensorType>& inputs,
                         const std::vector<TensorType>& outputs, const std::string& body) {
  std::string s = "func.func @" + name + "(";
  for (size_t i = 0; i < inputs.size(); ++i)
    s += (i ? ", %arg" : "%arg") + std::to_string(i) + ": " + typeString(inputs[i]);
  return s + ") -> " + typeList(outputs) + " {\n" + body + "}\n";
}

std::string singleOpFunction(const SingleOp& op, const std::vector<size_t>& marked, const std::string& function) {
  std::string operands, body;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    const std::string arg = "%arg" + std::to_string(i), type = typeString(op.operands[i]);
    const bool mark = std::find(marked.begin(), marked.end(), i) != marked.end();
    if (mark)
      body += "  %m" + std::to_string(i) + " = \"stablehlo.add\"(" + arg + ", " + arg + ") : (" + type + ", " + type +
              ") -> " + type + "\n";
    operands += (i ? ", " : "") + (mark ? "%m" + std::to_string(i) : arg);
  }
  const std::string resultTypes = typeList(op.results);
  body += "  " + resultsDefinition("0", op.results.size()) + " = \"" + op.name + "\"(" + operands + ")";
  if (!op.regions.empty()) body += " (" + op.regions + ")";
  if (!op.attributes.empty()) body += " {" + op.attributes + "}";
  // One result is written without parentheses, several within.
  body += " : " + typeList(op.operands) + " -> " +
          (op.results.size() == 1 ? typeString(op.results[0]) : resultTypes) + "\n";
  body += "  func.return " + resultsUse("0", op.results.size()) + " : " +
          resultTypes.substr(1, resultTypes.size() - 2) + "\n";
  return functionText(function, op.operands, op.results, body);
}

std::string operandPlaceholders(size_t n) {
  std::string s;
  for (size_t i = 0; i < n; ++i) s += (i ? ", $" : "$") + std::to_string(i);
  return s;
}

std::string functionalType(const std::vector<TensorType>& operands, const std::vector<TensorType>& results) {
  return typeList(operands) + " -> " + (results.size() == 1 ? typeString(results[0]) : typeList(results));
}

std::string regionText(const std::vector<TensorType>& arguments, const std::string& ops,
                       const std::vector<std::string>& returned, const std::vector<TensorType>& returnedTypes) {
  std::string args, values;
  for (size_t i = 0; i < arguments.size(); ++i)
    args += (i ? ", %a" : "%a") + std::to_string(i) + ": " + typeString(arguments[i]);
  for (size_t i = 0; i < returned.size(); ++i) values += (i ? ", " : "") + returned[i];
  return "{\n  ^bb0(" + args + "):\n" + ops + "    \"stablehlo.return\"(" + values + ") : " + typeList(returnedTypes) +
         " -> ()\n  }";
}

std::string binaryRegion(const std::vector<TensorType>& types, const std::vector<std::string>& ops,
                         const std::vector<bool>& swapped) {
  const size_t n = types.size();
  std::vector<TensorType> arguments = types;
  arguments.insert(arguments.end(), types.begin(), types.end());
  std::string lines;
  std::vector<std::string> returned;
  for (size_t i = 0; i < n; ++i) {
    std::string lhs = "%a" + std::to_string(i), rhs = "%a" + std::to_string(n + i);
    if (ops[i].empty()) {
      returned.push_back(rhs);
      continue;
    }
    if (i < swapped.size() && swapped[i]) std::swap(lhs, rhs);
    const std::string t = typeString(types[i]), result = "%r" + std::to_string(i);
    lines +=
        "    " + result + " = \"" + ops[i] + "\"(" + lhs + ", " + rhs + ") : (" + t + ", " + t + ") -> " + t + "\n";
    returned.push_back(result);
  }
  return regionText(arguments, lines, returned, types);
}

std::string compareLine(const std::string& result, const std::string& direction, const std::string& lhs,
                        const std::string& rhs, const TensorType& type, const std::string& compareType) {
  std::string attributes = "comparison_direction = #stablehlo<comparison_direction " + direction + ">";
  if (!compareType.empty()) attributes += ", compare_type = #stablehlo<comparison_type " + compareType + ">";
  const std::string t = typeString(type);
  return "    " + result + " = \"stablehlo.compare\"(" + lhs + ", " + rhs + ") {" + attributes + "} : (" + t + ", " +
         t + ") -> tensor<i1>\n";
}

std::string compareRegion(const TensorType& type, const std::string& direction) {
  TensorType i1;
  i1.elementType = ElementType::I1;
  return regionText({type, type}, compareLine("%c", direction, "%a0", "%a1", type), {"%c"}, {i1});
}

}  // namespace hloref::fuzz
