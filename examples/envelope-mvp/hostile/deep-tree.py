#!/usr/bin/env python3
"""Hostile: as it starts, it makes a tree of folders 2,500 deep in its working folder, each one made from the last
(so no path it uses is long). The kit lists that folder to see what a call wrote: its own listing failed on the
tree's whole path (ENAMETOOLONG), and that error was the cause of 71 of 75 scenarios of a correct tool, after 43 s
(helper 111). It lists a folder to a bounded depth now, and names what it did not list. Everything else is
todo_write.py, imported.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/hostile/deep-tree.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import todo_write as base  # noqa: E402

folder = os.open(".", os.O_RDONLY)
for _ in range(2500):
    os.mkdir("deep", dir_fd=folder)
    inner = os.open("deep", os.O_RDONLY, dir_fd=folder)
    os.close(folder)
    folder = inner
os.close(folder)

if __name__ == "__main__":
    base.main()
