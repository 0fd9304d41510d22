// hloref._core: the C++ core for the Python package (python/src/hloref).
// Arrays cross as .npy bytes (syntax/npy.h): one reader and writer of
// element types NumPy lacks (bf16, f8, i4 ... as ml_dtypes stores them).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "checker/checker.h"
#include "conform/compare.h"
#include "conform/report.h"
#include "core/diagnostic.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "tools/hloref/arguments.h"
#include "tools/hloref/version.h"
#include "xla/translate.h"

namespace py = pybind11;

namespace hloref::python {
namespace {

// Raised as hloref._core.Error(status, formatted, file, line, column, message).
struct CoreError {
  int status;
  std::string formatted, file;
  int line, column;
  std::string message;
};

CoreError fromError(const Error& e) {
  const Location& at = e.location();
  return {e.status(), e.formatted(), at.file ? *at.file : "", at.line, at.column, e.what()};
}

py::bytes npyBytes(const Tensor& t) { return py::bytes(writeNpy(t)); }

std::string typeString(const Value& v) { return v.isTensor() ? tensorTypeString(v.tensor().type()) : "?"; }

RunOptions runOptions(const std::string& accumulation, bool literal) {
  RunOptions o;
  if (accumulation == "sequential") o.accumulation = RunOptions::Accumulation::Sequential;
  else if (accumulation != "exact") throw py::value_error("accumulation must be 'exact' or 'sequential'");
  o.literal = literal;
  return o;
}

class PyProgram {
 public:
  PyProgram(const std::string& text, const std::string& name) {
    try {
      // XLA's HLO text, or StableHLO as MLIR text or bytecode (a portable artifact).
      std::unique_ptr<Module> module = xla::looksLikeHlo(text) ? xla::parseHloText(text, name, 1) : parseModule(text, name);
      Program::LoadResult loaded = Program::load(std::move(module));
      if (!loaded.program) {
        std::string all;
        for (const checker::Diagnostic& d : loaded.diagnostics) all += (all.empty() ? "" : "\n") + d.str();
        const checker::Diagnostic& first = loaded.diagnostics.front();
        throw CoreError{kExitInvalid, all, first.loc.file ? *first.loc.file : "", first.loc.line, first.loc.column,
                        first.message};
      }
      program_ = std::move(loaded.program);
    } catch (const Error& e) {
      throw fromError(e);
    }
  }

  // [(name, [input types], [output types])]
  std::vector<std::tuple<std::string, std::vector<std::string>, std::vector<std::string>>> functions() const {
    std::vector<std::tuple<std::string, std::vector<std::string>, std::vector<std::string>>> out;
    for (const auto& f : program_->module().funcs) {
      std::vector<std::string> in, res;
      for (const Type& t : f->inputs) in.push_back(t.str());
      for (const Type& t : f->outputs) res.push_back(t.str());
      out.emplace_back(f->name, in, res);
    }
    return out;
  }

  // [(type, npy bytes)] of the results.
  std::vector<std::pair<std::string, py::bytes>> run(const std::string& entry, const std::vector<std::string>& inputs,
                                                     const std::string& accumulation, bool literal) const {
    std::vector<Value> results;
    {
      py::gil_scoped_release release;
      try {
        const Func& f = function(entry);
        Evaluator evaluator(*program_, runOptions(accumulation, literal));
        results = evaluator.call(f, arguments(f, inputs));
      } catch (const Error& e) {
        throw fromError(e);
      }
    }
    std::vector<std::pair<std::string, py::bytes>> out;
    for (const Value& v : results) {
      if (!v.isTensor()) throw CoreError{kExitInvalid, "a result is not a tensor", "", 0, 0, "a result is not a tensor"};
      out.emplace_back(typeString(v), npyBytes(v.tensor()));
    }
    return out;
  }

  // [{"type", "value", "mask", "unstable", "bound"}], npy bytes or None.
  std::vector<py::dict> golden(const std::string& entry, const std::vector<std::string>& inputs,
                               const std::string& accumulation, bool literal) const {
    std::vector<GoldenOutput> outputs;
    {
      py::gil_scoped_release release;
      try {
        const Func& f = function(entry);
        RunOptions options = runOptions(accumulation, literal);
        options.annotate = true;
        Evaluator evaluator(*program_, options);
        outputs = runGolden(evaluator, f, arguments(f, inputs));
      } catch (const Error& e) {
        throw fromError(e);
      }
    }
    std::vector<py::dict> out;
    for (const GoldenOutput& o : outputs) {
      py::dict d;
      d["type"] = tensorTypeString(o.value.type());
      d["value"] = npyBytes(o.value);
      d["mask"] = o.mask.isNull() ? py::object(py::none()) : py::object(npyBytes(o.mask));
      d["unstable"] = o.unstable.isNull() ? py::object(py::none()) : py::object(npyBytes(o.unstable));
      d["bound"] = o.bound.isNull() ? py::object(py::none()) : py::object(npyBytes(o.bound));
      out.push_back(std::move(d));
    }
    return out;
  }

 private:
  const Func& function(const std::string& entry) const { return cli::entryFunction(program_->module(), entry); }

  static std::vector<Value> arguments(const Func& f, const std::vector<std::string>& inputs) {
    if (inputs.size() != f.inputs.size())
      fail(f.loc, "@" + f.name + " takes " + std::to_string(f.inputs.size()) + " arguments but " +
                      std::to_string(inputs.size()) + " were given");
    std::vector<Value> args;
    for (size_t i = 0; i < inputs.size(); ++i) {
      std::string what = "argument #" + std::to_string(i);
      std::optional<ElementType> expected;
      if (f.inputs[i].isTensor()) expected = f.inputs[i].tensorType().elementType;
      args.push_back(cli::checkedArgument(Value(readNpy(inputs[i], what, expected)), f, i, f.loc, what));
    }
    return args;
  }

  std::unique_ptr<const Program> program_;
};

// Per element of `actual` against the golden: (status i8: 0 within the
// bound, 1 masked, 2 outside; ulp i64, -1 when none; allowed f64) as .npy
// bytes, and the ulp histogram (conform/compare.h's buckets).
py::tuple compareElements(const std::string& type, const std::string& actualNpy, const std::string& goldenNpy,
                          std::optional<std::string> maskNpy, std::optional<std::string> boundNpy) {
  Tensor statusT, ulpT, allowedT;
  std::vector<int64_t> histogram(conform::kUlpBuckets, 0);
  {
    py::gil_scoped_release release;
    try {
      ElementType et = parseType(type, "type").tensorType().elementType;
      Tensor actual = readNpy(actualNpy, "actual", et), golden = readNpy(goldenNpy, "golden", et);
      std::optional<Tensor> mask, bound;
      if (maskNpy) mask = readNpy(*maskNpy, "mask", ElementType::I1);
      if (boundNpy) bound = readNpy(*boundNpy, "bound", ElementType::F64);
      if (actual.shape() != golden.shape())
        fail({}, "the backend returned " + tensorTypeString(actual.type()) + ", hloref " + tensorTypeString(golden.type()));
      conform::Policy policy;
      policy.kind = conform::Policy::Kind::Bound;
      auto make = [&](ElementType t) {
        TensorType tt;
        tt.shape = golden.shape();
        tt.elementType = t;
        return Tensor(tt);
      };
      statusT = make(ElementType::SI8), ulpT = make(ElementType::SI64), allowedT = make(ElementType::F64);
      bool numeric = isFloat(et) || isComplex(et);
      for (int64_t i = 0; i < golden.numElements(); ++i) {
        if (mask && mask->intBits(i)) {
          statusT.data<int8_t>()[i] = 1;
          ulpT.data<int64_t>()[i] = -1;
          allowedT.data<double>()[i] = -1;
          continue;
        }
        conform::ElementVerdict v =
            conform::compareElement(actual, golden, i, policy, numeric && bound ? &*bound : nullptr);
        statusT.data<int8_t>()[i] = v.equal ? 0 : 2;
        ulpT.data<int64_t>()[i] = v.ulp;
        allowedT.data<double>()[i] = v.allowed;
        if (numeric && (v.ulp >= 0 || !v.equal))
          ++histogram[v.ulp >= 0 ? conform::ulpBucket(v.ulp) : conform::kUlpBuckets - 1];
      }
    } catch (const Error& e) {
      throw fromError(e);
    }
  }
  return py::make_tuple(npyBytes(statusT), npyBytes(ulpT), npyBytes(allowedT), histogram);
}

std::string scatterSvg(const std::vector<std::tuple<double, double, std::string, std::string>>& points) {
  std::vector<conform::report_detail::ErrorPoint> p;
  for (const auto& [magnitude, rel, colour, title] : points) p.push_back({magnitude, rel, colour, title});
  return conform::report_detail::errorScatterSvg(p);
}

}  // namespace
}  // namespace hloref::python

PYBIND11_MODULE(_core, m) {
  using namespace hloref::python;
  m.doc() = "The C++ core of hloref (use the hloref package)";
  m.attr("__version__") = HLOREF_VERSION;
  m.attr("stablehlo_opset") = HLOREF_STABLEHLO_OPSET;
  // This build reads MLIR bytecode (portable artifacts: syntax/bytecode/).
  m.attr("reads_bytecode") = true;
  static py::exception<CoreError> error(m, "Error");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const CoreError& e) {
      py::tuple args = py::make_tuple(e.status, e.formatted, e.file, e.line, e.column, e.message);
      PyErr_SetObject(error.ptr(), args.ptr());
    }
  });
  py::class_<PyProgram>(m, "Program")
      .def(py::init<const std::string&, const std::string&>(), py::arg("text"), py::arg("name"))
      .def("functions", &PyProgram::functions)
      .def("run", &PyProgram::run, py::arg("entry"), py::arg("inputs"), py::arg("accumulation") = "exact",
           py::arg("literal") = false)
      .def("golden", &PyProgram::golden, py::arg("entry"), py::arg("inputs"), py::arg("accumulation") = "exact",
           py::arg("literal") = false);
  m.def("compare_elements", &compareElements, py::arg("type"), py::arg("actual"), py::arg("golden"),
        py::arg("mask") = py::none(), py::arg("bound") = py::none());
  m.def("ulp_histogram_svg", &hloref::conform::report_detail::ulpHistogramSvg);
  m.def("error_scatter_svg", &scatterSvg);
}
