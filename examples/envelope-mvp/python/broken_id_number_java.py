#!/usr/bin/env python3
"""BROKEN on purpose, as a Java program would be: numeric ids (broken_id_number.py), from a program whose answer to
initialize declares "java". The kit's hints quote code in JavaScript or Python only; a hint that quotes Python for a
program in a third language says so in a line of its own, naming the language declared, where a Java learner once
read f"todo_{n}" with no word of what it was. The kit reads only the declaration: this program is Python.

    node bin/todo-kit.js --profile envelope-mvp --cmd "python3 examples/envelope-mvp/python/broken_id_number_java.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import broken_id_number  # noqa: E402  (patches todo_write's execute)
import todo_write as base  # noqa: E402

if __name__ == "__main__":
    base.INFO = {**base.INFO, "name": "todo-write-in-java", "language": "java"}
    base.main()
