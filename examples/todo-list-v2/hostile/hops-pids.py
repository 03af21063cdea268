#!/usr/bin/env python3
"""Hostile: a daemon that will not hold still. It double-forks into a session of its own (as daemon.py does), in 30
chains; each chain waits until the program it came from is gone (the kit ends it as the run ends), then forks anew
and exits, over and over, a new pid every few milliseconds. The kit ended daemons with one look at /proc and a kill
of each pid it found: by the time a kill arrived, most chains had moved on, and they outlived the run, free to
rewrite its reports once the kit had exited (helper 108 made one turn NOT CONFORMANT into "conformant": true). Now
the kit kills each one's whole process group, which takes a fork under way with it, and looks again until a look
finds none. Every call is answered right. A chain that escapes gives up after 20 s, so that a failed test leaves
nothing running for long; the test looks for this file's processes once the run is over."""
import os
import sys
import time
import _serve

CHAINS = 30
program = os.getpid()

if os.fork() == 0:
    os.setsid()
    for _ in range(CHAINS - 1):
        if os.fork() == 0:
            break  # each child is a chain of its own; the last parent is one too
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)  # no pipe of the kit's held open: the run's end is the only thing that ends it
    while True:  # still while the program runs: a kit that ends it finds the chains where they are
        try:
            os.kill(program, 0)
        except OSError:
            break
        time.sleep(0.001)
    given_up = time.monotonic() + 20
    while time.monotonic() < given_up:  # then a new pid for each step, the same environment
        if os.fork() != 0:
            os._exit(0)
    os._exit(0)


def misbehave(n, line, raw):
    raw.write(line.encode("utf-8"))


_serve.serve(misbehave, "python-hops-pids")
