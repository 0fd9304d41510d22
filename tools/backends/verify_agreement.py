#!/usr/bin/env python3
"""How often hloref's checker agrees with the official StableHLO verifier.

    ~/.cache/hloref/backends-venv/bin/python tools/backends/verify_agreement.py build/bin/hloref
        [--set invalid,valid,rules,variants] [--show N] [--list]

Each program is judged twice: by `hloref check` (exit 0 accepts, 2 rejects)
and by the official parser and verifier that ship with jaxlib, asked
through the `stablehlo-interp` adapter's `verify` request
(tools/backends/PROTOCOL.md). The sets:

  invalid   the project's rejects corpus: every `rejects`/`malformed` case of
            conformance/ (mostly conformance/invalid/)
  valid     every program that should be accepted: the `returns` and
            `implementation-defined` cases of conformance/*.yaml, the
            upstream syntax corpus (../shared/corpus/upstream-syntax, split at
            `// -----`) and tests/data/jax_testdata
  rules     programs written here for each rule the official verifier
            states in its diagnostics: custom_call layouts and
            output_operand_aliases and backend_config, result_accuracy, dot
            algorithms, the shape operands of the dynamic ops, quantized
            types, unknown ops, nested modules
  variants  the valid corpus's programs with the result type of their
            last op changed (type inference of every op): generic form
            from `hloref print`, one dimension or the element type changed
            in the op's result, the return and the function's signature

Programs that use hloref's own test dialects (check.*, interpreter.*) are
not asked: the official verifier does not know them; nor are quantized
programs: jaxlib 0.10.2's MLIR bindings register no quant dialect, so every
`!quant.uniform` type fails to parse there (the `rules` set keeps its
quantized programs to show it, and counts them as excluded). The table gives per set
the programs, both accepting, both rejecting, the disagreements either way
and the agreement; each disagreement is looked up in
checker/VERIFIER-DIFFERENCES.md (by the id written there in backquotes,
e.g. `rules/dyn_iota_shape_length`, or a pattern, `*/*tf32*`) and printed
as documented or not.
Exit status 1 when an undocumented disagreement remains.
"""

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
if not os.path.isdir(SHARED):
    SHARED = "/work/shared"


# ------------------------------------------------------------------ verdicts

class OfficialVerifier:
    """The stablehlo-interp adapter, spoken to over PROTOCOL.md."""

    def __init__(self):
        python = os.environ.get("HLOREF_BACKENDS_PYTHON", sys.executable)
        self.proc = subprocess.Popen([python, "-u", os.path.join(HERE, "stablehlo_interp.py")], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.next_id = 0
        hello = self.ask({"method": "hello", "protocol": 1})
        if hello.get("status") != "ok":
            raise SystemExit("stablehlo-interp adapter: " + hello.get("message", "no hello"))
        self.version = hello.get("version", "")

    def ask(self, request):
        request["id"] = self.next_id
        self.next_id += 1
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def verdict(self, program):
        r = self.ask({"method": "verify", "program": program})
        if r.get("status") != "ok":
            raise RuntimeError(r.get("message", "verify failed"))
        return r["verdict"] == "accept", r.get("diagnostic", "")

    def close(self):
        try:
            self.proc.stdin.write(json.dumps({"method": "shutdown"}) + "\n")
            self.proc.stdin.close()
        except OSError:
            pass
        self.proc.wait(timeout=5)


def hloref_verdict(binary, program, scratch):
    path = os.path.join(scratch, "program.mlir")
    with open(path, "w") as f:
        f.write(program)
    r = subprocess.run([binary, "check", path], capture_output=True, text=True, timeout=60)
    if r.returncode not in (0, 2):
        return None, "exit %d: %s" % (r.returncode, (r.stderr or r.stdout).strip()[:300])
    first = next((l for l in r.stderr.splitlines() if ": error:" in l), "")
    return r.returncode == 0, first


def excluded(program):
    """Why the official verifier cannot be asked about `program`, or None."""
    if re.search(r'(^|[\s"])(check|interpreter)\.[a-z_]+', program):
        return "hloref's test dialects (check.*, interpreter.*)"
    if "!quant." in program:
        return "quantized types (jaxlib 0.10.2's MLIR bindings register no quant dialect)"
    return None


def uses_test_dialects(program):
    return excluded(program) is not None


# ------------------------------------------------------------------ the sets

def yaml_cases(paths, want):
    for path in paths:
        with open(path) as f:
            doc = yaml.safe_load(f)
        if not isinstance(doc, dict):
            continue
        stem = os.path.relpath(path, os.path.join(ROOT, "conformance"))[:-5]
        for case in doc.get("cases") or []:
            if not isinstance(case, dict) or "program" not in case or case.get("skip"):
                continue
            outcome = next((k for k in ("returns", "implementation-defined", "rejects", "malformed") if k in case), None)
            if outcome in want:
                yield "%s/%s" % (stem, case["name"]), case["program"]


def corpus_yamls(subdir=""):
    base = os.path.join(ROOT, "conformance", subdir)
    out = []
    for d, _, files in os.walk(base):
        out += [os.path.join(d, f) for f in files if f.endswith(".yaml")]
    return sorted(out)


def invalid_set():
    return list(yaml_cases(corpus_yamls(), ("rejects", "malformed")))


def split_chunks(text):
    return [c for c in re.split(r"^.*// -----.*$", text, flags=re.M) if c.strip()]


def valid_set():
    programs = list(yaml_cases(corpus_yamls(), ("returns", "implementation-defined")))
    syntax = os.path.join(SHARED, "corpus", "upstream-syntax")
    if os.path.isdir(syntax):
        for name in sorted(os.listdir(syntax)):
            with open(os.path.join(syntax, name)) as f:
                for k, chunk in enumerate(split_chunks(f.read())):
                    programs.append(("upstream-syntax/%s#%d" % (name, k), chunk))
    data = os.path.join(ROOT, "tests", "data", "jax_testdata")
    for name in sorted(os.listdir(data)):
        if name.endswith(".mlir"):
            with open(os.path.join(data, name)) as f:
                programs.append(("jax_testdata/" + name, f.read()))
    return programs


def func(body, sig):
    return "func.func @main%s {\n  %s\n}\n" % (sig, body.replace("\n", "\n  "))


UNARY = "(%a: tensor<2x3xf32>) -> tensor<2x3xf32>"
MATMUL = "(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32>"


def custom_call_rules():
    ret = "\nfunc.return %0 : tensor<2x3xf32>"
    def cc(attrs, sig="(tensor<2x3xf32>) -> tensor<2x3xf32>", operands="%a", results="%0", ret=ret, fsig=UNARY):
        return func("%s = stablehlo.custom_call @foo(%s) {%s} : %s%s" % (results, operands, attrs, sig, ret), fsig)
    lay = lambda l: "dense<%s> : tensor<%dxindex>" % (l, l.count(",") + 1 if l != "[]" else 0)
    alias = lambda out, op, opt="[]": ("#stablehlo.output_operand_alias<output_tuple_indices = %s, operand_index = %d, "
                                       "operand_tuple_indices = %s>" % (out, op, opt))
    two = dict(sig="(tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<i32>)", results="%0:2",
               ret="\nfunc.return %0#0 : tensor<2x3xf32>")
    return {
        "cc_layouts_ok": cc("operand_layouts = [%s], result_layouts = [%s]" % (lay("[0, 1]"), lay("[1, 0]"))),
        "cc_only_operand_layouts": cc("operand_layouts = [%s]" % lay("[0, 1]")),
        "cc_only_result_layouts": cc("result_layouts = [%s]" % lay("[0, 1]")),
        "cc_operand_layout_count": cc("operand_layouts = [%s, %s], result_layouts = [%s]" % (lay("[0, 1]"), lay("[0, 1]"), lay("[1, 0]"))),
        "cc_result_layout_count": cc("operand_layouts = [%s], result_layouts = [%s, %s]" % (lay("[0, 1]"), lay("[1, 0]"), lay("[1, 0]"))),
        "cc_layout_not_permutation": cc("operand_layouts = [%s], result_layouts = [%s]" % (lay("[0, 0]"), lay("[1, 0]"))),
        "cc_layout_out_of_range": cc("operand_layouts = [%s], result_layouts = [%s]" % (lay("[0, 2]"), lay("[1, 0]"))),
        "cc_layout_short": cc("operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [%s]" % lay("[1, 0]")),
        "cc_result_layout_bad": cc("operand_layouts = [%s], result_layouts = [%s]" % (lay("[0, 1]"), lay("[1, 1]"))),
        "cc_layout_i64": cc("operand_layouts = [dense<[0, 1]> : tensor<2xi64>], result_layouts = [%s]" % lay("[1, 0]")),
        "cc_layouts_two_results_ok": cc("operand_layouts = [%s], result_layouts = [%s, dense<> : tensor<0xindex>]" % (lay("[0, 1]"), lay("[0, 1]")), **two),
        "cc_layout_scalar_result_bad": cc("operand_layouts = [%s], result_layouts = [%s, %s]" % (lay("[0, 1]"), lay("[0, 1]"), lay("[0]")), **two),
        "cc_alias_ok": cc("output_operand_aliases = [%s]" % alias("[]", 0)),
        "cc_alias_operand_out_of_range": cc("output_operand_aliases = [%s]" % alias("[]", 1)),
        "cc_alias_negative_operand": cc("output_operand_aliases = [%s]" % alias("[]", -1)),
        "cc_alias_shape_mismatch": cc("output_operand_aliases = [%s]" % alias("[]", 0), sig="(tensor<2x3xf32>) -> tensor<3x2xf32>",
                                      ret="\nfunc.return %0 : tensor<3x2xf32>", fsig="(%a: tensor<2x3xf32>) -> tensor<3x2xf32>"),
        "cc_alias_type_mismatch": cc("output_operand_aliases = [%s]" % alias("[]", 0), sig="(tensor<2x3xf32>) -> tensor<2x3xf16>",
                                     ret="\nfunc.return %0 : tensor<2x3xf16>", fsig="(%a: tensor<2x3xf32>) -> tensor<2x3xf16>"),
        "cc_alias_tuple_index_on_single_result": cc("output_operand_aliases = [%s]" % alias("[0]", 0)),
        "cc_alias_two_results_ok": cc("output_operand_aliases = [%s]" % alias("[0]", 0), **two),
        "cc_alias_two_results_index_out_of_range": cc("output_operand_aliases = [%s]" % alias("[2]", 0), **two),
        "cc_alias_two_results_wrong_part": cc("output_operand_aliases = [%s]" % alias("[1]", 0), **two),
        "cc_alias_two_results_no_index": cc("output_operand_aliases = [%s]" % alias("[]", 0), **two),
        "cc_alias_operand_tuple_index": cc("output_operand_aliases = [%s]" % alias("[]", 0, "[0]")),
        "cc_alias_and_layouts_ok": cc("operand_layouts = [%s], output_operand_aliases = [%s], result_layouts = [%s]" % (lay("[0, 1]"), alias("[]", 0), lay("[0, 1]"))),
        "cc_ffi_string_config": cc('api_version = 4 : i32, backend_config = "x"'),
        "cc_ffi_empty_string_config": cc('api_version = 4 : i32, backend_config = ""'),
        "cc_ffi_dict_config": cc("api_version = 4 : i32, backend_config = {x = 1 : i32}"),
        "cc_original_dict_config": cc("api_version = 1 : i32, backend_config = {x = 1 : i32}"),
        "cc_status_returning_dict_config": cc("api_version = 2 : i32, backend_config = {x = 1 : i32}"),
        "cc_default_api_dict_config": cc("backend_config = {x = 1 : i32}"),
        "cc_api_version_out_of_range": cc("api_version = 7 : i32"),
        "cc_api_version_zero": cc("api_version = 0 : i32"),
        "cc_api_version_i64": cc("api_version = 2 : i64"),
        "cc_called_computation_missing": cc("called_computations = [@nothere]"),
        "cc_has_side_effect": cc("has_side_effect = true"),
        "cc_no_results": func('stablehlo.custom_call @foo(%a) {has_side_effect = true} : (tensor<2x3xf32>) -> ()\nfunc.return %a : tensor<2x3xf32>', UNARY),
        "cc_mhlo_backend_config": cc("mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = \"0\"}"),
        "cc_token_operand": func('%t = stablehlo.create_token : !stablehlo.token\n%0 = stablehlo.custom_call @foo(%a, %t) : (tensor<2x3xf32>, !stablehlo.token) -> tensor<2x3xf32>' + ret, UNARY),
        "cc_tuple_result": func('%0 = stablehlo.custom_call @foo(%a) : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>>\n%1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<2x3xf32>>) -> tensor<2x3xf32>\nfunc.return %1 : tensor<2x3xf32>', UNARY),
    }


ACCURACY_OPS = ["exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "sine", "cosine", "tan",
                "tanh", "sqrt", "rsqrt", "cbrt"]


def result_accuracy_rules():
    def ra(op, fields):
        return func("%%0 = stablehlo.%s %%a {result_accuracy = #stablehlo.result_accuracy<%s>} : tensor<2x3xf32>\n"
                    "func.return %%0 : tensor<2x3xf32>" % (op, fields), UNARY)
    mode = lambda m: "mode = #stablehlo.result_accuracy_mode<%s>" % m
    rules = {}
    for op in ACCURACY_OPS:
        rules["ra_%s_highest" % op] = ra(op, mode("HIGHEST"))
        rules["ra_%s_highest_atol" % op] = ra(op, "atol = 1.000000e-05, " + mode("HIGHEST"))
        rules["ra_%s_default_ulps" % op] = ra(op, "ulps = 1, " + mode("DEFAULT"))
        rules["ra_%s_tolerance" % op] = ra(op, "atol = 1.000000e-05, rtol = 0.0, ulps = 2, " + mode("TOLERANCE"))
        rules["ra_%s_negative_rtol" % op] = ra(op, "rtol = -1.000000e-05, " + mode("TOLERANCE"))
    rules["ra_negative_ulps"] = ra("exponential", "ulps = -1, " + mode("TOLERANCE"))
    rules["ra_tolerance_all_zero"] = ra("exponential", mode("TOLERANCE"))
    rules["ra_on_add"] = func("%0 = stablehlo.add %a, %a {result_accuracy = #stablehlo.result_accuracy<mode = "
                              "#stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>", UNARY)
    return rules


def dot_algorithm_rules():
    def dot(lhs, rhs, acc, lc, rc, ops, imprecise="false", types=("f32", "f32", "f32"), precision=""):
        a, b, r = types
        return func("%%0 = stablehlo.dot_general %%a, %%b, contracting_dims = [1] x [0]%s, algorithm = <lhs_precision_type = %s, "
                    "rhs_precision_type = %s, accumulation_type = %s, lhs_component_count = %d, rhs_component_count = %d, "
                    "num_primitive_operations = %d, allow_imprecise_accumulation = %s> : (tensor<2x3x%s>, tensor<3x2x%s>) -> "
                    "tensor<2x2x%s>\nfunc.return %%0 : tensor<2x2x%s>" % (precision, lhs, rhs, acc, lc, rc, ops, imprecise, a, b, r, r),
                    "(%%a: tensor<2x3x%s>, %%b: tensor<3x2x%s>) -> tensor<2x2x%s>" % (a, b, r))
    rules = {
        "dot_alg_f32": dot("f32", "f32", "f32", 1, 1, 1),
        "dot_alg_f32_imprecise": dot("f32", "f32", "f32", 1, 1, 1, "true"),
        "dot_alg_bf16_f32": dot("bf16", "bf16", "f32", 1, 1, 1),
        "dot_alg_bf16_f32_x3": dot("bf16", "bf16", "f32", 1, 1, 3),
        "dot_alg_bf16_f32_x6": dot("bf16", "bf16", "f32", 1, 1, 6),
        "dot_alg_bf16_f32_x9": dot("bf16", "bf16", "f32", 1, 1, 9),
        "dot_alg_bf16_f32_x4": dot("bf16", "bf16", "f32", 1, 1, 4),
        "dot_alg_bf16_bf16": dot("bf16", "bf16", "bf16", 1, 1, 1),
        "dot_alg_tf32": dot("tf32", "tf32", "f32", 1, 1, 1),
        "dot_alg_tf32_x3": dot("tf32", "tf32", "f32", 1, 1, 3),
        "dot_alg_f16_f32": dot("f16", "f16", "f32", 1, 1, 1),
        "dot_alg_f16_f16": dot("f16", "f16", "f16", 1, 1, 1),
        "dot_alg_f64": dot("f64", "f64", "f64", 1, 1, 1, types=("f64", "f64", "f64")),
        "dot_alg_f8": dot("f8E4M3FNUZ", "f8E5M2FNUZ", "f32", 1, 1, 1),
        "dot_alg_f8_fast": dot("f8E4M3FNUZ", "f8E5M2FNUZ", "f32", 1, 1, 1, "true"),
        "dot_alg_f8_e4m3fn": dot("f8E4M3FN", "f8E5M2", "f32", 1, 1, 1),
        "dot_alg_mixed_precision_types": dot("f32", "bf16", "f32", 1, 1, 1),
        "dot_alg_three_components": dot("f32", "f32", "f32", 3, 1, 1),
        "dot_alg_zero_lhs_components": dot("f32", "f32", "f32", 0, 1, 1),
        "dot_alg_zero_rhs_components": dot("f32", "f32", "f32", 1, 0, 1),
        "dot_alg_zero_operations": dot("f32", "f32", "f32", 1, 1, 0),
        "dot_alg_with_precision": dot("f32", "f32", "f32", 1, 1, 1, precision=", precision = [HIGHEST, HIGHEST]"),
        "dot_alg_with_default_precision": dot("f32", "f32", "f32", 1, 1, 1, precision=", precision = [DEFAULT, DEFAULT]"),
        "dot_alg_i32": dot("i32", "i32", "i32", 1, 1, 1, types=("i32", "i32", "i32")),
    }
    mixed = lambda a, b, r: func("%%0 = stablehlo.dot_general %%a, %%b, contracting_dims = [1] x [0] : (tensor<2x3x%s>, "
                                 "tensor<3x2x%s>) -> tensor<2x2x%s>\nfunc.return %%0 : tensor<2x2x%s>" % (a, b, r, r),
                                 "(%%a: tensor<2x3x%s>, %%b: tensor<3x2x%s>) -> tensor<2x2x%s>" % (a, b, r))
    rules["dot_f8_mixed"] = mixed("f8E4M3FN", "f8E5M2", "f32")
    rules["dot_f8_mixed_bf16_result"] = mixed("f8E5M2", "f8E4M3FN", "bf16")
    rules["dot_f32_bf16_mixed"] = mixed("f32", "bf16", "f32")
    rules["dot_i8_f32_mixed"] = mixed("i8", "f32", "f32")
    rules["dot_i8_to_f32"] = mixed("i8", "i8", "f32")
    rules["dot_f32_to_i32"] = mixed("f32", "f32", "i32")
    rules["dot_i1"] = mixed("i1", "i1", "i1")
    return rules


def dynamic_rules():
    f = func
    return {
        "dyn_broadcast_ok": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                              "(%a: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<2x3xf32>"),
        "dyn_broadcast_shape_length": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<3xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                                        "(%a: tensor<3xf32>, %s: tensor<3xi64>) -> tensor<2x3xf32>"),
        "dyn_broadcast_shape_rank2": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<1x2xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                                       "(%a: tensor<3xf32>, %s: tensor<1x2xi64>) -> tensor<2x3xf32>"),
        "dyn_broadcast_shape_float": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<3xf32>, tensor<2xf32>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                                       "(%a: tensor<3xf32>, %s: tensor<2xf32>) -> tensor<2x3xf32>"),
        "dyn_broadcast_expanding_out_of_range": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1], known_expanding_dimensions = [3] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                                                  "(%a: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<2x3xf32>"),
        "dyn_broadcast_expanding_and_nonexpanding": f("%0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1], known_expanding_dimensions = [0], known_nonexpanding_dimensions = [0] : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>",
                                                      "(%a: tensor<3xf32>, %s: tensor<2xi64>) -> tensor<2x3xf32>"),
        "dyn_reshape_ok": f("%0 = stablehlo.dynamic_reshape %a, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>\nfunc.return %0 : tensor<?x?xf32>",
                            "(%a: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32>"),
        "dyn_reshape_shape_length": f("%0 = stablehlo.dynamic_reshape %a, %s : (tensor<6xf32>, tensor<3xi64>) -> tensor<?x?xf32>\nfunc.return %0 : tensor<?x?xf32>",
                                      "(%a: tensor<6xf32>, %s: tensor<3xi64>) -> tensor<?x?xf32>"),
        "dyn_reshape_static_count": f("%0 = stablehlo.dynamic_reshape %a, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x4xf32>\nfunc.return %0 : tensor<2x4xf32>",
                                      "(%a: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<2x4xf32>"),
        "dyn_reshape_shape_rank2": f("%0 = stablehlo.dynamic_reshape %a, %s : (tensor<6xf32>, tensor<1x2xi64>) -> tensor<?x?xf32>\nfunc.return %0 : tensor<?x?xf32>",
                                     "(%a: tensor<6xf32>, %s: tensor<1x2xi64>) -> tensor<?x?xf32>"),
        "dyn_iota_ok": f("%0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>", "(%s: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_iota_shape_length": f("%0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>", "(%s: tensor<2xi64>) -> tensor<?xf32>"),
        "dyn_iota_dim_out_of_range": f("%0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>", "(%s: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_pad_ok": f("%0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<3xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>",
                        "(%a: tensor<3xf32>, %p: tensor<f32>, %l: tensor<1xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_pad_low_length": f("%0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<3xf32>, tensor<f32>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>",
                                "(%a: tensor<3xf32>, %p: tensor<f32>, %l: tensor<2xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_pad_padding_value_rank": f("%0 = stablehlo.dynamic_pad %a, %p, %l, %h, %i : (tensor<3xf32>, tensor<1xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>",
                                        "(%a: tensor<3xf32>, %p: tensor<1xf32>, %l: tensor<1xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_slice_ok": f("%0 = stablehlo.dynamic_slice %a, %i, sizes = [2] : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>\nfunc.return %0 : tensor<2xf32>", "(%a: tensor<4xf32>, %i: tensor<i64>) -> tensor<2xf32>"),
        "dyn_slice_index_count": f("%0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [2] : (tensor<4xf32>, tensor<i64>, tensor<i64>) -> tensor<2xf32>\nfunc.return %0 : tensor<2xf32>", "(%a: tensor<4xf32>, %i: tensor<i64>) -> tensor<2xf32>"),
        "dyn_slice_index_rank1": f('%0 = "stablehlo.dynamic_slice"(%a, %i) {slice_sizes = array<i64: 2>} : (tensor<4xf32>, tensor<1xi64>) -> tensor<2xf32>\nfunc.return %0 : tensor<2xf32>', "(%a: tensor<4xf32>, %i: tensor<1xi64>) -> tensor<2xf32>"),
        "dyn_slice_size_too_big": f("%0 = stablehlo.dynamic_slice %a, %i, sizes = [5] : (tensor<4xf32>, tensor<i64>) -> tensor<5xf32>\nfunc.return %0 : tensor<5xf32>", "(%a: tensor<4xf32>, %i: tensor<i64>) -> tensor<5xf32>"),
        "dyn_slice_mixed_index_types": f("%0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i64>, tensor<i32>) -> tensor<2x2xf32>\nfunc.return %0 : tensor<2x2xf32>", "(%a: tensor<4x4xf32>, %i: tensor<i64>, %j: tensor<i32>) -> tensor<2x2xf32>"),
        "dyn_update_slice_ok": f("%0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i64>) -> tensor<4xf32>\nfunc.return %0 : tensor<4xf32>", "(%a: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i64>) -> tensor<4xf32>"),
        "dyn_update_slice_index_count": f("%0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<4xf32>, tensor<2xf32>, tensor<i64>, tensor<i64>) -> tensor<4xf32>\nfunc.return %0 : tensor<4xf32>", "(%a: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i64>) -> tensor<4xf32>"),
        "dyn_update_slice_too_big": f("%0 = stablehlo.dynamic_update_slice %a, %u, %i : (tensor<4xf32>, tensor<5xf32>, tensor<i64>) -> tensor<4xf32>\nfunc.return %0 : tensor<4xf32>", "(%a: tensor<4xf32>, %u: tensor<5xf32>, %i: tensor<i64>) -> tensor<4xf32>"),
        "real_dynamic_slice_ok": f('%0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>',
                                   "(%a: tensor<4xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xf32>"),
        "real_dynamic_slice_length": f('%0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<4xf32>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>\nfunc.return %0 : tensor<?xf32>',
                                       "(%a: tensor<4xf32>, %s: tensor<2xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xf32>"),
        "dyn_gather_ok": f('%0 = "stablehlo.dynamic_gather"(%a, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>',
                           "(%a: tensor<4x3xf32>, %i: tensor<2x1xi64>, %s: tensor<2xi64>) -> tensor<2x3xf32>"),
        "dyn_gather_sizes_length": f('%0 = "stablehlo.dynamic_gather"(%a, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<3xi64>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>',
                                     "(%a: tensor<4x3xf32>, %i: tensor<2x1xi64>, %s: tensor<3xi64>) -> tensor<2x3xf32>"),
    }


def quantized_rules():
    def q(elem, body="%0 = stablehlo.add %a, %a : tensor<4x{e}>\nfunc.return %0 : tensor<4x{e}>"):
        return func(body.format(e=elem), "(%a: tensor<4x{e}>) -> tensor<4x{e}>".format(e=elem))
    qc = lambda s: "!quant.uniform<%s>" % s
    rules = {
        "quant_ok": q(qc("i8:f32, 0.5:3")),
        "quant_storage_range_ok": q(qc("i8<-8:7>:f32, 0.5:3")),
        "quant_storage_min_below": q(qc("i8<-129:7>:f32, 0.5:3")),
        "quant_storage_max_above": q(qc("i8<-8:128>:f32, 0.5:3")),
        "quant_storage_min_gt_max": q(qc("i8<7:-8>:f32, 0.5:3")),
        "quant_zero_point_above": q(qc("i8:f32, 0.5:300")),
        "quant_zero_point_outside_range": q(qc("i8<-8:7>:f32, 0.5:20")),
        "quant_negative_scale": q(qc("i8:f32, -0.5:3")),
        "quant_zero_scale": q(qc("i8:f32, 0.0:3")),
        "quant_expressed_f16": q(qc("i8:f16, 0.5:3")),
        "quant_expressed_i32": q(qc("i8:i32, 0.5:3")),
        "quant_storage_f32": q(qc("f32:f32, 0.5:3")),
        "quant_storage_i4": q(qc("i4:f32, 0.5:3")),
        "quant_storage_u8": q(qc("u8:f32, 0.5:3")),
        "quant_storage_i16_expressed_bf16": q(qc("i16:bf16, 0.5:3")),
        "quant_per_axis_ok": q(qc("i8:f32:0, {0.5:1, 0.25:2, 1.0:3, 2.0:4}")),
        "quant_per_axis_dim_out_of_range": q(qc("i8:f32:2, {0.5:1, 0.25:2}")),
        "quant_per_axis_count": q(qc("i8:f32:0, {0.5:1, 0.25:2}")),
        "quant_per_axis_negative_scale": q(qc("i8:f32:0, {0.5:1, -0.25:2, 1.0:3, 2.0:4}")),
        "quant_scale_too_large": q(qc("i8:f16, 1.0e+10:3")),
        "quant_uniform_quantize_ok": func("%0 = stablehlo.uniform_quantize %a : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>\nfunc.return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>",
                                          "(%a: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>"),
        "quant_uniform_quantize_expressed_mismatch": func("%0 = stablehlo.uniform_quantize %a : (tensor<4xf16>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>\nfunc.return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>",
                                                          "(%a: tensor<4xf16>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>"),
        "quant_dequantize_ok": func("%0 = stablehlo.uniform_dequantize %a : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>\nfunc.return %0 : tensor<4xf32>",
                                    "(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>"),
        "quant_dequantize_wrong_result": func("%0 = stablehlo.uniform_dequantize %a : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf16>\nfunc.return %0 : tensor<4xf16>",
                                              "(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf16>"),
        "quant_add_mixed_float": func("%0 = stablehlo.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>\nfunc.return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>",
                                      "(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>"),
        "quant_abs_per_axis_result": func("%0 = stablehlo.abs %a : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2, 1.0:3, 2.0:4}>>\nfunc.return %0 : tensor<4x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2, 1.0:3, 2.0:4}>>",
                                          "(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32:0, {0.5:1, 0.25:2, 1.0:3, 2.0:4}>>"),
    }
    return rules


def structure_rules():
    body = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  func.return %a : tensor<2xf32>\n}\n"
    return {
        "unknown_stablehlo_op": func('%0 = "stablehlo.frobnicate"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>', UNARY),
        "unknown_dialect_op": func('%0 = "foo.bar"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>\nfunc.return %0 : tensor<2x3xf32>', UNARY),
        "nested_module": "module {\n  module @q {\n  %s  }\n}\n" % body,
        "sibling_modules": "module @a {\n%s}\nmodule @b {\n%s}\n" % (body, body),
        "nested_named_modules": "module @outer {\n  module @inner attributes {mhlo.num_partitions = 1 : i32} {\n%s  }\n}\n" % body,
        "sdy_mesh_and_constraint": 'module {\n  sdy.mesh @mesh = <["x"=2]>\n  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {\n'
                                   '    %0 = sdy.sharding_constraint %a <@mesh, [{}]> : tensor<4xf32>\n    func.return %0 : tensor<4xf32>\n  }\n}\n',
        "sdy_unknown_mesh": 'module {\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n'
                            '    %0 = sdy.sharding_constraint %a <@nomesh, [{}]> : tensor<4xf32>\n    func.return %0 : tensor<4xf32>\n  }\n}\n',
        "sdy_manual_computation": 'module {\n  sdy.mesh @mesh = <["x"=2]>\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n'
                                  '    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<2xf32>) {\n'
                                  '      sdy.return %b : tensor<2xf32>\n    } : (tensor<4xf32>) -> tensor<4xf32>\n    func.return %0 : tensor<4xf32>\n  }\n}\n',
        "sdy_manual_computation_bad_local_shape": 'module {\n  sdy.mesh @mesh = <["x"=2]>\n  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n'
                                  '    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<4xf32>) {\n'
                                  '      sdy.return %b : tensor<4xf32>\n    } : (tensor<4xf32>) -> tensor<4xf32>\n    func.return %0 : tensor<4xf32>\n  }\n}\n',
    }


def rules_set():
    out = []
    for group in (custom_call_rules, result_accuracy_rules, dot_algorithm_rules, dynamic_rules, quantized_rules,
                  structure_rules):
        for name, program in group().items():
            out.append(("rules/" + name, program))
    return out


# The result type of the last op before the return, changed.
_GENERIC_RESULT = re.compile(r'^(\s*%v\d+ = "[a-z_.]+"\(.*\) : \(.*\) -> \(?)(tensor<[^>]*>)(\)?)$')


def mutate_type(t):
    m = re.match(r"tensor<((?:[0-9?]+x)*)([^x>][^>]*)>$", t)
    if not m:
        return None
    dims = [d for d in m.group(1).split("x") if d]
    if dims and dims[0] != "?":
        dims[0] = str(int(dims[0]) + 1)
        return "tensor<%s%s>" % ("".join(d + "x" for d in dims), m.group(2))
    element = {"f32": "f64", "f64": "f32", "i32": "i64", "i64": "i32", "i1": "i8"}.get(m.group(2))
    return "tensor<%s%s>" % (m.group(1), element) if element else None


def variants_set(binary, valid, scratch):
    out = []
    for name, program in valid:
        if uses_test_dialects(program) or name.startswith("upstream-syntax"):
            continue
        path = os.path.join(scratch, "print.mlir")
        with open(path, "w") as f:
            f.write(program)
        r = subprocess.run([binary, "print", path], capture_output=True, text=True, timeout=60)
        if r.returncode != 0:
            continue
        lines = r.stdout.splitlines()
        ret = next((i for i, l in enumerate(lines) if '"func.return"' in l), None)
        if ret is None or ret == 0:
            continue
        m = _GENERIC_RESULT.match(lines[ret - 1])
        if not m:
            continue
        changed = mutate_type(m.group(2))
        if not changed:
            continue
        original = m.group(2)
        lines[ret - 1] = m.group(1) + changed + m.group(3)
        # The value flows to the return and the signature: change it there
        # too, so that only the op's own type inference can object.
        lines[ret] = lines[ret].replace(original, changed)
        header = next((i for i in range(ret - 1, -1, -1) if lines[i].lstrip().startswith("func.func")), None)
        if header is not None and "->" in lines[header]:
            head, tail = lines[header].split("->", 1)
            lines[header] = head + "->" + tail.replace(original, changed)
        out.append(("variants/" + name, "\n".join(lines) + "\n"))
    return out


# ------------------------------------------------------------------ report

def documented_ids():
    """The ids (or fnmatch patterns such as `*/*tf32*`) the differences file names in backquotes."""
    path = os.path.join(ROOT, "checker", "VERIFIER-DIFFERENCES.md")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        text = f.read()
    return re.findall(r"`([a-z_0-9*-]+/[^`\s]+)`", text)


def is_documented(pid, patterns):
    return any(fnmatch.fnmatchcase(pid, p) for p in patterns)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("hloref")
    ap.add_argument("--set", default="invalid,valid,rules,variants")
    ap.add_argument("--show", type=int, default=100, help="disagreements listed per set")
    ap.add_argument("--list", action="store_true", help="print every program's two verdicts")
    args = ap.parse_args()
    sets = args.set.split(",")
    official = OfficialVerifier()
    documented = documented_ids()
    undocumented = 0
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        valid = valid_set() if ("valid" in sets or "variants" in sets) else []
        programs = {
            "invalid": invalid_set() if "invalid" in sets else [],
            "valid": valid if "valid" in sets else [],
            "rules": rules_set() if "rules" in sets else [],
            "variants": variants_set(args.hloref, valid, scratch) if "variants" in sets else [],
        }
        for name in sets:
            counts = dict(total=0, both_accept=0, both_reject=0, only_hloref_rejects=0, only_official_rejects=0,
                          excluded=0)
            differences = []
            for pid, program in programs[name]:
                if uses_test_dialects(program):
                    counts["excluded"] += 1
                    continue
                ours, our_message = hloref_verdict(args.hloref, program, scratch)
                theirs, their_message = official.verdict(program)
                if ours is None:
                    differences.append((pid, "hloref failed: " + our_message, ""))
                    counts["total"] += 1
                    continue
                counts["total"] += 1
                if args.list:
                    print("%-70s hloref %-6s official %s" % (pid, "accept" if ours else "reject",
                                                           "accept" if theirs else "reject"))
                if ours and theirs:
                    counts["both_accept"] += 1
                elif not ours and not theirs:
                    counts["both_reject"] += 1
                else:
                    counts["only_hloref_rejects" if theirs else "only_official_rejects"] += 1
                    differences.append((pid, our_message, their_message))
            agree = counts["both_accept"] + counts["both_reject"]
            rows.append((name, counts, agree, differences))
    official.close()
    print("official verifier: %s" % official.version)
    print("%-9s %6s %8s %8s %8s %9s %8s %10s %9s" % ("set", "total", "accept", "reject", "hloref-", "official-",
                                                        "agree", "+document", "excluded"))
    for name, c, agree, differences in rows:
        pct = 100.0 * agree / c["total"] if c["total"] else 100.0
        documented_count = sum(1 for pid, _, _ in differences if is_documented(pid, documented))
        with_documented = 100.0 * (agree + documented_count) / c["total"] if c["total"] else 100.0
        print("%-9s %6d %8d %8d %8d %9d %7.1f%% %9.1f%% %9d" % (name, c["total"], c["both_accept"], c["both_reject"],
                                                                c["only_hloref_rejects"], c["only_official_rejects"],
                                                                pct, with_documented, c["excluded"]))
    print("(hloref-: only hloref rejects; official-: only the official verifier rejects; +document: agreeing or\n"
          " a difference checker/VERIFIER-DIFFERENCES.md documents with the spec's words)")
    for name, c, agree, differences in rows:
        for pid, ours, theirs in differences[:args.show]:
            known = is_documented(pid, documented)
            undocumented += not known
            print("%s %s\n    hloref:   %s\n    official: %s" % ("documented  " if known else "UNDOCUMENTED", pid,
                                                                  ours or "accepts", theirs or "accepts"))
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main())
