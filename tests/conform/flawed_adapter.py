"""A backend adapter (tools/backends/PROTOCOL.md) for tests of the reports:
it returns its first input, spoiled as the program's marker comment asks.
FLUSH zeroes subnormal f32 elements, SWAP reverses the elements, ULP moves
the first f32 element by 3 ulp, NOISE gives each complex<f32> element a
tiny imaginary part of the other sign. Programs without a marker get their
first input back unchanged. Standard library only."""
import json
import struct
import sys


def spoil(program, data, header_len):
    head, body = data[:header_len], bytearray(data[header_len:])
    if "FLUSH" in program:
        for i in range(0, len(body) - 3, 4):
            bits = struct.unpack_from("<I", body, i)[0]
            if bits & 0x7F800000 == 0 and bits & 0x007FFFFF:
                struct.pack_into("<I", body, i, bits & 0x80000000)
    if "SWAP" in program:
        words = [body[i:i + 4] for i in range(0, len(body), 4)]
        body = bytearray(b"".join(reversed(words)))
    if "ULP" in program and len(body) >= 4:
        struct.pack_into("<I", body, 0, struct.unpack_from("<I", body, 0)[0] + 3)
    if "NOISE" in program:
        for i in range(4, len(body), 8):
            struct.pack_into("<f", body, i, -1e-30)
    return head + bytes(body)


def main():
    for line in sys.stdin:
        req = json.loads(line)
        rid, method = req.get("id"), req.get("method")
        if method == "hello":
            print(json.dumps({"id": rid, "status": "ok", "version": "flawed 1"}), flush=True)
            continue
        if method == "shutdown":
            break
        if method != "run" or not req.get("inputs"):
            print(json.dumps({"id": rid, "status": "unsupported", "message": "flawed runs programs with inputs"}),
                  flush=True)
            continue
        data = open(req["inputs"][0]["path"], "rb").read()
        major = data[6]
        header_len = 10 + struct.unpack_from("<H", data, 8)[0] if major == 1 else 12 + struct.unpack_from("<I", data, 8)[0]
        path = req["output_prefix"] + "0.npy"
        with open(path, "wb") as out:
            out.write(spoil(req["program"], data, header_len))
        print(json.dumps({"id": rid, "status": "ok", "outputs": [path]}), flush=True)


if __name__ == "__main__":
    main()
