#!/usr/bin/env python3
"""Broken on purpose, as a program whose input is read in another encoding than UTF-8 (a Perl script without a
UTF-8 layer, a Java reader in the platform's charset): the kit's lines are UTF-8, read here as Latin-1, so "修复"
arrives as six characters, "ä¿®å¤\\x8d", and goes back so, encoded a second time. Every scenario that reads such a
text back fails; the kit tells them as one cause, the text encoded twice, not as lists or messages of the wrong
kind. The fix is to read (and write) UTF-8: see docs/protocol.md, "UTF-8 both ways"."""
import io
import sys

import todo_registry

if __name__ == "__main__":
    sys.stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="latin-1")
    todo_registry.serve(name="python-reads-latin1")
