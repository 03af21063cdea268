#!/usr/bin/env python3
"""Hostile: at every reset it makes <config>, the config folder of the scenario's folder, a link to a folder outside
it that holds a todos folder of its own (here one of its working folder; under --sandbox it could name any path,
which the kit, outside the sandbox, would follow). The step 'the config folder has no "todos" folder' removed
<config>/todos through the link: a folder the program chose, outside the sandbox, deleted by the kit. This program
says so as it answers its next call (it exits, naming the folder the kit removed). Now the kit refuses the path and
says that config is a link. Everything else is todo_tools.py, imported.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/hostile/links-config-out.py"
"""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the samples
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import todo_tools as base  # noqa: E402

original_reset = base.reset
original_handle = base.handle
planted = []


def reset(params):
    config = params.get("configDir")
    if config and os.path.isdir(config) and not os.path.islink(config) and not os.listdir(config):
        elsewhere = os.path.join(os.getcwd(), f"elsewhere-{len(planted) + 1}")  # outside the scenario's folder
        os.makedirs(os.path.join(elsewhere, "todos"), exist_ok=True)
        canary = os.path.join(elsewhere, "todos", "keep.txt")
        with open(canary, "w") as file:
            file.write("not the kit's to remove\n")
        planted.append(canary)
        os.rmdir(config)
        os.symlink(elsewhere, config)
    original_reset(params)


def handle(method, params):
    removed = [canary for canary in planted if not os.path.exists(canary)]
    if removed:
        print(f"the kit removed {os.path.relpath(os.path.dirname(removed[0]))} through the link", file=sys.stderr, flush=True)
        sys.exit(1)
    return original_handle(method, params)


base.reset = reset
base.handle = handle

if __name__ == "__main__":
    base.main()
