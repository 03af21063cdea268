"""Shared by the hostile samples that reach into their own sandbox (Linux): a process of the same user traced
(no capability needed, where Yama's ptrace_scope lets a process trace its ancestor). syscall_in makes a system call
by its x86_64 number in x86_64 registers: a sample that uses it says "arch": "x64". Not a sample itself (it has no
.expect.json)."""
import ctypes
import os
import time

libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.restype = ctypes.c_long
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
PEEKTEXT, SINGLESTEP, GETREGS, SETREGS, DETACH, SEIZE, INTERRUPT = 1, 9, 12, 13, 17, 0x4206, 0x4207
ALL_CHILDREN = 0x40000000  # __WALL: waitpid for a process this one traces, not its child


class Registers(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_ulonglong)
        for name in "r15 r14 r13 r12 rbp rbx r11 r10 r9 r8 rax rcx rdx rsi rdi orig_rax rip cs eflags rsp ss fs_base gs_base ds es fs gs".split()
    ]


def ptrace(request, pid, addr=None, data=None):
    ctypes.set_errno(0)
    answer = libc.ptrace(request, pid, addr, data)
    if answer == -1 and ctypes.get_errno() != 0:
        raise OSError(ctypes.get_errno(), "ptrace %d" % request)
    return answer


def syscall_in(pid, number, *args):
    """Stop `pid` where it waits in a system call, make it run `number(*args)` instead, and put it back as it was."""
    ptrace(SEIZE, pid)
    ptrace(INTERRUPT, pid)
    os.waitpid(pid, ALL_CHILDREN)
    saved = Registers()
    ptrace(GETREGS, pid, None, ctypes.byref(saved))
    if ptrace(PEEKTEXT, pid, ctypes.c_void_p(saved.rip - 2)) & 0xFFFF != 0x050F:  # the syscall instruction before rip
        ptrace(DETACH, pid)
        raise RuntimeError("the process does not wait in a system call")
    changed = Registers.from_buffer_copy(saved)
    changed.rax, changed.orig_rax, changed.rip = number, (1 << 64) - 1, saved.rip - 2
    for name, value in zip(("rdi", "rsi", "rdx", "r10", "r8", "r9"), args):
        setattr(changed, name, value)
    ptrace(SETREGS, pid, None, ctypes.byref(changed))
    ptrace(SINGLESTEP, pid)
    os.waitpid(pid, ALL_CHILDREN)
    ptrace(SETREGS, pid, None, ctypes.byref(saved))
    ptrace(DETACH, pid)


def rename_variables(pid, names):
    """Rename the variables `names` in the environment that /proc/<pid>/environ shows (its memory, rewritten in place)."""
    stat = open("/proc/%s/stat" % pid).read()
    fields = stat[stat.rindex(")") + 2 :].split()
    start, end = int(fields[47]), int(fields[48])  # env_start, env_end
    with open("/proc/%s/mem" % pid, "r+b", buffering=0) as memory:
        memory.seek(start)
        environment = b"\0" + memory.read(end - start)
        for name in names:
            environment = environment.replace(b"\0%s=" % name.encode(), b"\0X%s=" % name[1:].encode())
        memory.seek(start)
        memory.write(environment[1:])


def hold_at_exit(pid):
    """Trace `pid` so that it stops at its exit (PTRACE_O_TRACEEXIT), passing every other stop's signal on, and then
    stay: a process stopped at its exit goes no further while its tracer lives."""
    CONT, TRACEEXIT, EVENT_EXIT = 7, 0x40, 6
    ptrace(SEIZE, pid, None, ctypes.c_void_p(TRACEEXIT))
    while True:
        _, status = os.waitpid(pid, ALL_CHILDREN)
        if not os.WIFSTOPPED(status):
            return
        if status >> 8 == 5 | (EVENT_EXIT << 8):  # SIGTRAP, at its exit
            break
        ptrace(CONT, pid, None, ctypes.c_void_p(0 if status >> 16 else os.WSTOPSIG(status)))
    os.setsid()  # out of the program's process group and session, which the kit ends
    while True:
        time.sleep(60)
