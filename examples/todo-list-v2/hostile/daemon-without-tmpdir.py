#!/usr/bin/env python3
"""Hostile: a daemon that hides from the run's end. It starts a child in a session of its own (setsid), which the kill
of the program's process group does not reach, and that child starts again without the TMPDIR the kit gave the
program, by which the end of the run finds such processes (os.execve with an environment of its own); then every
call is answered right, and shutdown too, but the program stays until the kit kills it. Bubblewrap's sandbox is such
a child (its pid 1, in a session of its own), and a program that turned off its death with its parent outlived the
kit, racing the kit's removal of the run's folders (red team 122): the kit now kills each process a program started,
found before its group's kill, by its pid. Out of its reach: the child of a program that has exited already (it is
init's then), and a double fork's daemon, which has left the program's tree before the kill (daemon.py keeps TMPDIR,
and the run's end finds it). The marker on the child's command line is for the test."""
import os
import sys
import time
import _serve

if os.fork() == 0:
    os.setsid()
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)  # no pipe of the kit's held open: the run's end is the only thing that ends it
    env = {name: value for name, value in os.environ.items() if name not in ("TMPDIR", "TMP", "TEMP")}
    os.execve(sys.executable, [sys.executable, "-c", "import time; time.sleep(300)", "todo-kit-hostile-hidden-daemon-marker"], env)


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-hidden-daemon")
time.sleep(60)  # shutdown answered: still here when the kit kills the program, its child still the program's
