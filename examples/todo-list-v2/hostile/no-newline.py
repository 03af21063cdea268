#!/usr/bin/env python3
"""Hostile: before its 6th reply, 6 MB on stdout without a newline. Once the kit buffered it until
`RangeError: Invalid string length`; now a message past 4 MB is a protocol error and the kit reads on."""
import _serve


def misbehave(n, line, raw):
    if n == 6:
        for _ in range(6):
            raw.write(b"x" * (1024 * 1024))
        raw.write(b"\n")
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-no-newline")
