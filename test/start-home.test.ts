/**
 * A claude-code implementation starts with a home of the kit's (the profile's startFolders: HOME), as it starts with a
 * CLAUDE_CONFIG_DIR of the kit's: a program that reads the home folder once as it starts wrote CC03-03's list in the
 * user's own ~/.claude, and left it there (helper 115, with a repro of Claude Code 1.0.0's reading of its home). A
 * program's home holds a link to each entry of the user's, so that its toolchain still finds what it keeps there (a
 * pyenv shim, Python's user site-packages, rustup's toolchains), but every name that begins `.claude` is the kit's
 * own; a module's is empty. Under --sandbox the kit empties its folders from inside the sandbox.
 */
import { expect } from 'chai';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { bubblewrap, scratchFolder } from '../harness/isolation';
import { KIT_ROOT, runKit } from './run-kit';

describe('the home a claude-code implementation starts with', () => {
  it("is the kit's: a program that reads it as it starts writes nothing in the user's ~/.claude, finds the user's other entries, and is told why CC03-03 failed", async () => {
    const home = scratchFolder('todo-kit-user-home-');
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude', 'settings.json'), '{}\n');
    mkdirSync(join(home, '.local'));
    writeFileSync(join(home, '.local', 'marker'), 'the user site-packages, say');
    writeFileSync(join(home, '.claude.json.backup'), "the user's"); // Claude Code's backup of its settings (review 118)
    // The sample that reads its home as it starts, behind a check that the user's entries are found from that home,
    // and a write of the backup that real Claude Code makes as it starts.
    const program = join(scratchFolder('todo-kit-program-'), 'reads_home_at_start.py');
    writeFileSync(
      program,
      [
        'import os, sys',
        'if not os.path.isfile(os.path.join(os.path.expanduser("~"), ".local", "marker")):',
        '    sys.exit("the user\'s .local is not in the home the program started with")',
        'open(os.path.join(os.path.expanduser("~"), ".claude.json.backup"), "w").write("the run\'s")',
        `sys.path.insert(0, ${JSON.stringify(join(KIT_ROOT, 'examples', 'claude-code', 'python'))})`,
        'import broken_home_at_start',
        'broken_home_at_start.base.main()',
        '',
      ].join('\n'),
    );
    const run = await runKit(['--profile', 'claude-code', '--cmd', `python3 ${program}`, '--only', 'CC03-03'], { env: { HOME: home } });
    expect(run.exitCode, run.stderr).to.equal(1);
    const outcome = run.outcomes.find((o) => o.id === 'CC03-03');
    expect(outcome?.kind).to.equal('failed');
    expect(outcome?.message).to.include('"<home at start>/.claude/todos/session-kit-1-agent-main.json" in the home folder HOME named when the program started');
    // The user's home as it was: its .claude untouched, nothing added.
    expect(readdirSync(home).sort()).to.deep.equal(['.claude', '.claude.json.backup', '.local']);
    expect(readFileSync(join(home, '.claude.json.backup'), 'utf8')).to.equal("the user's");
    expect(readdirSync(join(home, '.claude'))).to.deep.equal(['settings.json']);
    expect(readFileSync(join(home, '.local', 'marker'), 'utf8')).to.equal('the user site-packages, say');
  });

  it("is empty for a module: links to the user's entries would open them to it, since Node's permission model follows a link (review 117)", async () => {
    const home = scratchFolder('todo-kit-user-home-');
    writeFileSync(join(home, '.netrc'), 'machine github.com login x password not-to-be-read');
    // A correct module but for what it tries as it loads: reading the user's files through the home it started with.
    const module = join(scratchFolder('todo-kit-module-'), 'reads-home-at-load.mjs');
    writeFileSync(
      module,
      [
        "import { readdirSync, readFileSync } from 'node:fs';",
        "import { homedir } from 'node:os';",
        "import { join } from 'node:path';",
        `import section15 from ${JSON.stringify(join(KIT_ROOT, 'examples', 'claude-code', 'correct', 'section-15.cjs'))};`,
        'let read;',
        "try { read = readFileSync(join(homedir(), '.netrc'), 'utf8'); } catch { read = undefined; }",
        "if (read !== undefined) throw new Error(`read the user's .netrc through the home it started with: ${read}`);",
        "const seen = readdirSync(homedir()).filter((name) => name !== '.claude');",
        "if (seen.length > 0) throw new Error(`the home it started with holds the user's ${seen.join(', ')}`);",
        'export const { createTodoTools, sortTodos, renderTodos } = section15.build({});',
        '',
      ].join('\n'),
    );
    const run = await runKit(['--profile', 'claude-code', module, '--only', 'CC03-03'], { env: { HOME: home } });
    expect(run.exitCode, run.stderr).to.equal(0);
    expect(readFileSync(join(home, '.netrc'), 'utf8')).to.equal('machine github.com login x password not-to-be-read');
  });

  it(
    "under --sandbox, a program that swaps its start folders for links to the user's home while the kit empties them changes nothing there (review 118)",
    { skip: bubblewrap() ? false : 'bubblewrap (bwrap) is not installed here' },
    async () => {
      // The kit empties config-at-start and the home's .claude while the program runs, outside its sandbox: Node's
      // rmSync, which works by path, followed a link swapped in (renameat2's exchange, in a loop), and deleted the
      // user's files or made the home 0700 in 4 runs of 6. A race: three runs, each its own chance to lose it.
      const home = scratchFolder('todo-kit-user-home-');
      mkdirSync(join(home, 'docs'));
      writeFileSync(join(home, '.bashrc'), "the user's");
      writeFileSync(join(home, 'docs', 'notes.txt'), "the user's");
      const racer = join(scratchFolder('todo-kit-program-'), 'racer.py');
      writeFileSync(
        racer,
        [
          'import ctypes, os, sys, threading, time',
          'libc = ctypes.CDLL(None, use_errno=True)',
          'victim = sys.argv[1]',
          'def swap(folder):',
          '    d, l = os.path.join(folder, "d"), os.path.join(folder, "l")',
          '    while True:',
          '        try:',
          '            os.makedirs(folder, exist_ok=True)',
          '            if not os.path.lexists(d): os.mkdir(d)',
          '            if not os.path.lexists(l): os.symlink(victim, l)',
          '            real = d if not os.path.islink(d) else l',
          '            open(os.path.join(real, "f"), "w").close()',
          '            libc.renameat2(-100, d.encode(), -100, l.encode(), 2)  # RENAME_EXCHANGE',
          '        except OSError:',
          '            pass',
          'for folder in (os.environ["CLAUDE_CONFIG_DIR"], os.path.join(os.environ["HOME"], ".claude")):',
          '    threading.Thread(target=swap, args=(folder,), daemon=True).start()',
          'time.sleep(0.2)',
          `sys.path.insert(0, ${JSON.stringify(join(KIT_ROOT, 'examples', 'claude-code', 'python'))})`,
          'import todo_tools',
          'todo_tools.main()',
          '',
        ].join('\n'),
      );
      const before = listing(home);
      for (let i = 0; i < 3; i++) {
        const run = await runKit(['--sandbox', '--profile', 'claude-code', '--cmd', `python3 ${racer} ${home}`, '--only', 'CC03-02', '--only', 'CC03-03'], {
          env: { HOME: home },
        });
        expect(run.exitCode, run.stderr).to.be.oneOf([0, 1]);
        expect(listing(home), `the user's home after run ${i + 1}`).to.deep.equal(before);
      }
    },
  );
});

/** Every entry under `folder` with its mode, links not followed. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: false })
    .map((name) => `${String(name)} ${(statSync(join(folder, String(name))).mode & 0o7777).toString(8)}`)
    .concat(`. ${(statSync(folder).mode & 0o7777).toString(8)}`)
    .sort();
}
