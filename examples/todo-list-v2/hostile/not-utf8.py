#!/usr/bin/env python3
"""Hostile: before its 6th reply, a line of bytes that are not UTF-8. A protocol error naming the byte offset, never
a silent U+FFFD."""
import _serve


def misbehave(n, line, raw):
    if n == 6:
        raw.write(b'{"jsonrpc": "2.0", "note": "\xff\xfe"}\n')
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-not-utf8")
