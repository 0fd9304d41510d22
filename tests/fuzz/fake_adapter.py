"""A backend adapter (tools/backends/PROTOCOL.md) with known flaws, for the
tests of `hloref fuzz run`: it runs each program on hloref itself
($HLOREF_FAKE_BINARY, `hloref run --outputs`) and then spoils the results
as $HLOREF_FAKE_FLAWS (comma-separated) asks:
  ftz   f32 results: subnormal elements become zeros of the same sign
  exp   stablehlo.exponential computes exp(x) - 1 (the program runs with
        exponential_minus_one in its place), so the flaw flows through chains
  slow  programs using stablehlo.exponential never answer (a timeout)
Standard library only (python3 of the system)."""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zipfile


def npy_header_length(data):
    if data[6] == 1:
        return 10 + struct.unpack_from("<H", data, 8)[0]
    return 12 + struct.unpack_from("<I", data, 8)[0]


def spoil(program, data, flaws):
    start = npy_header_length(data)
    header = data[:start].decode("latin1")
    if "'<f4'" not in header:
        return data
    body = bytearray(data[start:])
    for i in range(0, len(body) - 3, 4):
        bits = struct.unpack_from("<I", body, i)[0]
        exponent, mantissa = bits & 0x7F800000, bits & 0x007FFFFF
        if "ftz" in flaws and exponent == 0 and mantissa:
            bits &= 0x80000000
        struct.pack_into("<I", body, i, bits)
    return data[:start] + bytes(body)


def run(req, flaws):
    program = req["program"]
    if "slow" in flaws and "stablehlo.exponential" in program:
        time.sleep(3600)
    if "exp" in flaws:
        program = re.sub(r"stablehlo\.exponential(?![_a-z])", "stablehlo.exponential_minus_one", program)
    work = tempfile.mkdtemp(prefix="fake-adapter-")
    source = os.path.join(work, "program.mlir")
    with open(source, "w") as f:
        f.write(program)
    outputs = os.path.join(work, "out.npz")
    cmd = [os.environ["HLOREF_FAKE_BINARY"], "run", source, "--entry", req.get("entry", "main"), "--outputs", outputs]
    for i in req["inputs"]:
        cmd += ["--input", i["path"]]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        shutil.rmtree(work, ignore_errors=True)
        status = "unsupported" if "unsupported" in done.stderr else "error"
        return {"status": status, "message": done.stderr[-2000:]}
    paths = []
    with zipfile.ZipFile(outputs) as z:
        k = 0
        while "output_%d.npy" % k in z.namelist():
            path = req["output_prefix"] + str(k) + ".npy"
            with open(path, "wb") as out:
                out.write(spoil(program, z.read("output_%d.npy" % k), flaws))
            paths.append(path)
            k += 1
    shutil.rmtree(work, ignore_errors=True)
    return {"status": "ok", "outputs": paths}


def main():
    flaws = os.environ.get("HLOREF_FAKE_FLAWS", "").split(",")
    for line in sys.stdin:
        req = json.loads(line)
        rid, method = req.get("id"), req.get("method")
        if method == "hello":
            answer = {"status": "ok", "backend": "fake", "version": "fake 1 (flaws: %s)" % ",".join(flaws)}
        elif method == "shutdown":
            break
        elif method == "run":
            answer = run(req, flaws)
        else:
            answer = {"status": "unsupported", "message": "fake runs programs only"}
        answer["id"] = rid
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
