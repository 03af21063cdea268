/**
 * The files (analysis 3, 7, 8): the kit looks at the config folder itself, never through the implementation, so a
 * list kept in memory cannot pass for one kept on disk. Paths in the features are relative to the scenario's
 * scratch folder: `config/` is the config folder the kit passes in `reset`.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { dirname, join } from 'node:path';
import { asPrecondition, fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { emptyScratch } from '../../harness/isolation';
import { ESCAPED_BEYOND_ASCII_CAUSE, escapedBeyondAscii, escapedBeyondAsciiHint, indentedFile } from './hints';
import { AGENT_FILE, expectReadList, explainDifference, failNoFileWritten, filesUnder, listDifference, todosOf, type ClaudeCodeWorld } from './world';

function ids(world: ClaudeCodeWorld, fallback: string): string[] {
  return world.requirements.length > 0 ? world.requirements : [fallback];
}

/** `id` first (the rule this check is about), then the scenario's other requirements. */
function lead(world: ClaudeCodeWorld, id: string): string[] {
  return [id, ...world.requirements.filter((r) => r !== id)];
}

const copies = new WeakMap<ClaudeCodeWorld, Map<string, Buffer>>();

function remember(world: ClaudeCodeWorld, file: string, bytes: Buffer): void {
  let byFile = copies.get(world);
  if (!byFile) copies.set(world, (byFile = new Map()));
  byFile.set(file, bytes);
}

/** The text of a file the implementation should have written, or a failure that says where it did write. */
function writtenFile(world: ClaudeCodeWorld, file: string): string {
  const bytes = world.files.read(file);
  if (bytes !== undefined) return bytes.toString('utf8');
  // No file because the write threw, reading the old list or writing the new: that is the cause, not where the list went.
  const write = [...world.records].reverse().find((record) => record.tool === 'TodoWrite');
  if (write) world.failIfFileThrew(write);
  const written = filesUnder(world.scratchDir());
  // What it wrote where CLAUDE_CONFIG_DIR or HOME pointed as it started (the kit's profile sets both: startFolders).
  const atStart = writtenAtStart(world);
  // Where the file should be is CC-STORE.1's rule, or CC-STORE.2's in the scenarios about the config folder's origin.
  const requirements = world.requirements.includes('CC-STORE.2') ? world.requirements : lead(world, 'CC-STORE.1');
  // The config folder chosen, but not its todos/ file: the lists live elsewhere, whichever folder this scenario names.
  const configFolder = dirname(dirname(file));
  const inConfigFolder = written.some((f) => f.startsWith(`${configFolder}/`));
  fail({
    requirements,
    summary: `the list was not stored in the file ${file}`,
    expected: `a file ${file}`,
    actual: written.length > 0 ? written : 'no file at all',
    diff: [],
    ...(!world.requirements.includes('CC-STORE.2')
      ? AGENT_FILE
      : written.length > 0 && !inConfigFolder
        ? {
            hint: 'with no config folder passed, the config folder is CLAUDE_CONFIG_DIR when it is set, else ~/.claude in the home folder; the list goes in its todos/ folder.',
            cause: 'config-folder-not-found', // whichever of the two scenarios shows it
          }
        : written.length === 0 && atStart.length > 0
          ? {
              // Written where CLAUDE_CONFIG_DIR pointed as the implementation started (Claude Code 1.0.0 reads it as
              // its module loads; helper 109), a folder the kit names for that alone: seen in this scenario, whatever
              // the scenarios before it did (review 112 found the first version told it only after another had stored).
              hint: readAtStartHint(world, atStart),
              cause: 'config-folder-read-at-load',
            }
          : written.length === 0 && removedConfigDir.has(world) && world.implementation.settings.selection.kind === 'command'
            ? {
                // A program applies reset's env itself: one that skips a null keeps a value of before (review 114).
                hint:
                  "reset's env gives CLAUDE_CONFIG_DIR as null here, which removes it from the program's environment (a value it keeps from before leads elsewhere), and HOME as the scenario's home folder: " +
                  'with no config folder passed and no CLAUDE_CONFIG_DIR, the list goes in .claude/todos/ of that home.',
                cause: 'config-dir-not-removed',
              }
            : AGENT_FILE),
  });
}

/**
 * The folders of the kit's that CLAUDE_CONFIG_DIR and HOME name as the implementation starts (the profile's
 * startFolders), and the part of each that is the tools' to write in: the config folder itself, the home's `.claude`
 * (a program's home also holds links to the user's own entries, for its toolchain: never listed).
 */
const START_FOLDERS = [
  { variable: 'CLAUDE_CONFIG_DIR', part: '', shown: '<config at start>', folder: 'the folder CLAUDE_CONFIG_DIR named' },
  { variable: 'HOME', part: '.claude', shown: '<home at start>/.claude', folder: 'the home folder HOME named' },
] as const;

/** What the implementation wrote in each start folder, files named from its placeholder; those with nothing left out. */
function writtenAtStart(world: ClaudeCodeWorld): WrittenAtStart[] {
  return START_FOLDERS.flatMap(({ variable, part, shown, folder }) => {
    const start = world.implementation.startFolder(variable, part); // none where a link stands (review 117)
    const files = start === undefined ? [] : filesUnder(start).map((file) => JSON.stringify(`${shown}/${file}`));
    return files.length > 0 ? [{ variable, folder, files }] : [];
  });
}

interface WrittenAtStart {
  variable: (typeof START_FOLDERS)[number]['variable'];
  folder: string;
  files: string[];
}

/**
 * What tools that wrote `atStart` (where CLAUDE_CONFIG_DIR or HOME pointed as the implementation started) are told:
 * to read them when the tools are made. A program may also have kept CLAUDE_CONFIG_DIR where reset's env removed it
 * (null): a program applies that env itself, and one that skips a null keeps the kit's start value (review 114).
 */
function readAtStartHint(world: ClaudeCodeWorld, atStart: readonly WrittenAtStart[]): string {
  const program = world.implementation.settings.selection.kind === 'command';
  const keptConfigDir = atStart.some(({ variable }) => variable === 'CLAUDE_CONFIG_DIR');
  const kept =
    program && keptConfigDir && removedConfigDir.has(world)
      ? ", or kept it where reset's env gave CLAUDE_CONFIG_DIR as null, which removes it from the environment"
      : '';
  const when = program ? 'the program started' : 'the module loaded';
  const wrote = atStart.map(({ folder, files }) => `${files.join(', ')} in ${folder} when ${when}`).join(', and ');
  return (
    `with no config folder passed, read CLAUDE_CONFIG_DIR, else the home folder, when the tools are made (or called), not once as the ${program ? 'program starts' : 'module loads'}: ` +
    `the kit sets them anew for each scenario, and these tools wrote ${wrote}, as tools that keep the values read then do${kept}.`
  );
}

/** The scenarios whose reset removes CLAUDE_CONFIG_DIR (env null), by their world. */
const removedConfigDir = new WeakSet<ClaudeCodeWorld>();

function parsedFile(world: ClaudeCodeWorld, file: string): unknown {
  const text = writtenFile(world, file);
  try {
    return JSON.parse(text);
  } catch (error) {
    const planted = copies.get(world)?.get(file);
    if (planted && planted.toString('utf8') === text) {
      // Still the broken file the kit put there: the write went somewhere else, or nowhere.
      const others = filesUnder(world.scratchDir()).filter((f) => f !== file && f.endsWith('.json'));
      fail({
        requirements: lead(world, 'CC-STORE.1'),
        summary: `the write did not replace the file ${file}: it still holds the broken text the kit put there`,
        expected: `the list written, in ${file}`,
        actual: others.length > 0 ? `files written instead: ${others.join(', ')}` : text,
        diff: [],
        hint: "a write replaces the agent's file, whatever it held: <config>/todos/<session>-agent-<agent>.json.",
      });
    }
    fail({ requirements: lead(world, 'CC-STORE.4'), summary: `the file ${file} is not JSON: ${(error as Error).message}`, actual: text, diff: [] });
  }
}

function expectFileList(world: ClaudeCodeWorld, file: string, expected: unknown): void {
  const actual = parsedFile(world, file);
  const diff = jsonDiff(expected, actual);
  if (diff.length === 0) return;
  // Stamps added, or another order: the mistake a read back shows too (world.ts explainDifference), one cause.
  const changed = explainDifference(listDifference(expected, actual));
  fail({
    requirements: [...new Set([...changed.lead.filter((id) => id === 'CC-WRITE.2'), ...ids(world, 'CC-STORE.1')])],
    summary: `the file ${file} does not hold the list that was written${changed.what ? ` (it holds it ${changed.what})` : ''}`,
    expected,
    actual,
    diff,
    hint: Array.isArray(actual) ? changed.hint : `the file holds the list itself, a JSON array: ${indentedFile()}, not an object around it.`,
    ...(changed.cause && { cause: changed.cause }),
  });
}

Given('the config folder has no {string} folder', function (this: ClaudeCodeWorld, name: string) {
  // Never through a link the implementation made of the config folder: the kit removes it outside any sandbox.
  if (this.files.kind(`config/${name}`) === undefined) return;
  // Made already when the tools were created: allowed, but this scenario is about a folder that is missing when a
  // call comes (a user may delete it at any time), so the kit takes it away again.
  this.log(`the tools made config/${name} when they were created; the kit removes it, so that the call finds it missing`);
  emptyScratch(this.path(`config/${name}`), false); // under --sandbox, never through a link swapped in meanwhile (review 118)
});

Then('the config folder has a {string} folder', function (this: ClaudeCodeWorld, name: string) {
  if (this.files.kind(`config/${name}`) === 'folder') return;
  // Not made, and a write threw for want of it: the write's failure says so (CC-STORE.3), as in every scenario it fails.
  this.failIfWriteMissedFolder();
  const files = filesUnder(this.scratchDir());
  const written = files.filter((file) => file.endsWith('.json'));
  fail({
    requirements: lead(this, 'CC-STORE.3'),
    summary: `the "${name}" folder was not created in the config folder${written.length > 0 ? ` (the lists were written to ${written.join(', ')})` : ''}`,
    expected: `config/${name}/`,
    actual: files,
    diff: [],
    // Lists written elsewhere (the config folder itself, say): the folder was never meant, rather than not made: the
    // mistake every other storage check meets too, one cause.
    // Nothing written at all: lists kept in memory, or a write that failed on the missing folder; the hint says both.
    ...AGENT_FILE,
  });
});

Then('the file {string} holds the todos:', function (this: ClaudeCodeWorld, file: string, table: DataTable) {
  expectFileList(this, file, todosOf(table));
});

Then('the file {string} holds the empty list', function (this: ClaudeCodeWorld, file: string) {
  expectFileList(this, file, []);
});

Then('the file {string} is JSON indented by two spaces', function (this: ClaudeCodeWorld, file: string) {
  const text = writtenFile(this, file);
  const parsed = parsedFile(this, file);
  // One final newline is allowed: editors and many JSON writers add one, and it changes nothing in the list.
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const expected = JSON.stringify(parsed, null, 2);
  if (body === expected) return;
  if (escapedBeyondAscii(body, expected)) {
    fail({
      requirements: lead(this, 'CC-STORE.4'),
      summary: `the file ${file} writes the characters beyond ASCII as \\u escapes`,
      expected,
      actual: text,
      diff: [],
      hint: escapedBeyondAsciiHint(),
      cause: ESCAPED_BEYOND_ASCII_CAUSE,
    });
  }
  const firstIndent = /\n( +|\t+)/.exec(text)?.[1];
  fail({
    requirements: lead(this, 'CC-STORE.4'),
    summary: `the file ${file} is not JSON indented by two spaces`,
    expected,
    actual: text,
    diff: [],
    hint:
      firstIndent === undefined
        ? `the file is on one line: ${indentedFile()} indents by two spaces, so that a person can read and diff it.`
        : `the file is indented by ${JSON.stringify(firstIndent)}: ${indentedFile()} indents by two spaces.`,
  });
});

/** The agent of the kit's own read of a list it put on disk: not one a scenario uses, so theirs stay untouched. */
const PROBE_AGENT = 'kit-probe';

/**
 * The precondition of a scenario about a file the kit puts in an agent's place (a broken one, a folder): that the
 * implementation reads an agent's list from its file in that folder at all. One that keeps its lists elsewhere
 * answers [] for a broken file it never opened, and would pass for nothing. Asked of an agent of the kit's own: a
 * valid list in its file must be what TodoRead answers; the file is removed after.
 */
Given('lists are read from their files in {string}', async function (this: ClaudeCodeWorld, folder: string) {
  const file = `${folder.replace(/\/?$/, '/')}${this.sessionId}-agent-${PROBE_AGENT}.json`;
  // Named after the scenario: a list kept in memory from an earlier scenario cannot pass for this one read from disk.
  const list = [{ content: `Probe where lists are read from (${this.implementation.currentScenario})`, status: 'pending', priority: 'low', id: 'kit-probe-1' }];
  this.files.write(file, JSON.stringify(list, null, 2));
  try {
    const record = await this.call('TodoRead', {}, PROBE_AGENT);
    // No data at all (the call threw, or yielded no { type: "result", data } message), or data that is not a list: that
    // is the cause, wherever the list is read from, told as every other TodoRead that meets it tells it.
    if (!('returned' in record.outcome)) await asPrecondition('where lists are read from', () => this.dataOf(record, this.requirements));
    const answered = 'returned' in record.outcome ? record.outcome.returned : record.outcome;
    if ('returned' in record.outcome) expectReadList(this, record, answered); // not a list at all: that, wherever it is read from
    if (jsonDiff(list, answered).length === 0) {
      this.probeList = { agentId: PROBE_AGENT, list };
      return;
    }
    // The call reads the file when it is made (CC-READ.1), and the file is the agent's in todos/ (CC-STORE.1): a
    // list read from elsewhere, or kept in memory, fails either way, and the kit cannot tell which from here.
    await asPrecondition('where lists are read from', () =>
      fail({
        requirements: [...new Set(['CC-READ.1', 'CC-STORE.1', ...this.requirements])],
        summary: `TodoRead for agent "${PROBE_AGENT}" did not answer the list the kit put in ${file}, so a file the kit puts in an agent's place may never be read`,
        expected: list,
        actual: answered,
        diff: [],
        ...AGENT_FILE,
      }),
    );
  } finally {
    emptyScratch(this.path(file), false); // under --sandbox, never through a link swapped in meanwhile (review 118)
  }
});

Given('the file {string} contains:', function (this: ClaudeCodeWorld, file: string, text: string) {
  this.files.write(file, text);
  this.planted.set(file, text);
  remember(this, file, Buffer.from(text, 'utf8'));
});

Given('the file {string} is empty', function (this: ClaudeCodeWorld, file: string) {
  this.files.write(file, '');
  remember(this, file, Buffer.alloc(0));
});

Given('the file {string} is a folder', function (this: ClaudeCodeWorld, file: string) {
  this.files.makeFolder(file);
});

Given('the kit keeps a copy of the file {string}', function (this: ClaudeCodeWorld, file: string) {
  const bytes = this.files.read(file);
  if (bytes === undefined) failNoFileWritten(this, file);
  remember(this, file, bytes);
});

Then('the file {string} still contains exactly what it contained', function (this: ClaudeCodeWorld, file: string) {
  const before = copies.get(this)?.get(file);
  if (!before) throw new Error(`kit error: no copy of ${file} was kept`);
  const after = this.files.read(file);
  if (after && after.equals(before)) return;
  fail({
    requirements: ids(this, 'CC-STORE.6'),
    summary: after
      ? `the file ${file} was changed by a call that must leave it as it was`
      : `the file ${file} was removed by a call that must leave it as it was`,
    expected: before.toString('utf8'),
    actual: after ? after.toString('utf8') : 'no file',
    diff: [],
    hint: UNTOUCHED_HINTS[this.requirements.find((id) => id in UNTOUCHED_HINTS) ?? ''] ?? UNTOUCHED_HINTS['CC-STORE.6'],
  });
});

/** Why a file must stay as it was, by the rule the scenario checks. */
const UNTOUCHED_HINTS: Record<string, string> = {
  'CC-IN.10':
    'validateInput only answers { result, message? }: it writes nothing, a valid input included (call writes, after the agent loop asked validateInput).',
  'CC-READ.2':
    'TodoRead only reads: it never writes the list back, not even in the same layout (a file written by another program or by hand stays byte for byte).',
  'CC-STORE.6':
    "a file that cannot be read reads as [] and stays on disk untouched: it may be the user's only copy of the list. Never write, repair or delete it while reading.",
};

// --- where the config folder comes from ----------------------------------------------------------------------------

Given('no config folder is passed, and CLAUDE_CONFIG_DIR is the folder {string}', async function (this: ClaudeCodeWorld, folder: string) {
  this.files.makeFolder(folder);
  // ~/.claude exists in any real installation: tools that ignore CLAUDE_CONFIG_DIR write there, where the kit sees it.
  this.files.makeFolder('home/.claude');
  emptyStartFolder(this);
  await this.implementation.freshInstance({ sessionId: this.sessionId, env: this.safeEnv({ CLAUDE_CONFIG_DIR: this.path(folder) }) });
});

Given('the config folder is passed, and CLAUDE_CONFIG_DIR is the folder {string} as well', async function (this: ClaudeCodeWorld, folder: string) {
  this.files.makeFolder(folder);
  await this.implementation.freshInstance({ ...this.resetParams(), env: this.safeEnv({ CLAUDE_CONFIG_DIR: this.path(folder) }) });
});

Given('no config folder is passed, CLAUDE_CONFIG_DIR is not set, and the home folder is {string}', async function (this: ClaudeCodeWorld, folder: string) {
  // ~/.claude exists in any real installation; its todos folder is what the tools make.
  this.files.makeFolder(`${folder}/.claude`);
  const home = this.path(folder);
  removedConfigDir.add(this);
  emptyStartFolder(this);
  await this.implementation.freshInstance({ sessionId: this.sessionId, env: { HOME: home, USERPROFILE: home, CLAUDE_CONFIG_DIR: null } });
});

/**
 * The folders CLAUDE_CONFIG_DIR and HOME named as the implementation started, emptied before the scenario's tools are made
 * (which may make its todos folder as they are: review 114): what it holds once the scenario has written is this
 * scenario's (the same process served those before it). A process started for the scenario has one of its own.
 */
function emptyStartFolder(world: ClaudeCodeWorld): void {
  for (const { variable, part } of START_FOLDERS) {
    const start = world.implementation.startFolder(variable);
    if (start === undefined) continue;
    emptyScratch(join(start, part), true); // a folder made read-only in it too; a link is removed, not followed
  }
}

// --- new instances, new processes, other sessions --------------------------------------------------------------------

When('new tools are made with the same config folder and session', async function (this: ClaudeCodeWorld) {
  await this.implementation.freshInstance(this.resetParams());
});

When("the implementation's process is restarted, and new tools are made with the same config folder and session", async function (this: ClaudeCodeWorld) {
  await this.implementation.restartProcess(this.resetParams());
});

When('new tools are made for the session {string}, with the same config folder', async function (this: ClaudeCodeWorld, sessionId: string) {
  this.sessionId = sessionId;
  await this.implementation.freshInstance(this.resetParams());
});

// A scenario that makes the file unwritable holds only if the implementation writes where the analysis says: a list
// that went to another place was never refused, so the check would pass for nothing.
Then('the list was not written anywhere else', function (this: ClaudeCodeWorld) {
  const write = [...this.records].reverse().find((r) => r.tool === 'TodoWrite');
  const marker = (write?.input as { todos?: { content?: string }[] } | undefined)?.todos?.[0]?.content;
  if (!marker) throw new Error('kit error: this step needs a TodoWrite of a non-empty list before it');
  const elsewhere = filesUnder(this.scratchDir()).filter((file) => this.files.readIfFile(file)?.toString('utf8').includes(marker));
  if (elsewhere.length === 0) return;
  // Beside the lists, under another name: the temporary file of an atomic write, left when its rename failed.
  const besideTheLists = elsewhere.every((file) => file.startsWith('config/todos/') && !file.slice('config/todos/'.length).includes('/'));
  fail({
    requirements: [...new Set(['CC-STORE.1', ...this.requirements])],
    summary: besideTheLists
      ? 'the write that failed left its temporary file beside the lists, holding the list it could not write'
      : `precondition not met: the list was written to ${elsewhere.join(', ')}, not to its place in the analysis, so this scenario cannot check a write that fails`,
    actual: elsewhere,
    diff: [],
    hint: besideTheLists
      ? 'a temporary file left beside the lists: a write that writes a temporary file and renames it over the list must remove the temporary file when the rename fails (here the list file is a folder).'
      : 'the list lives in <config>/todos/<session>-agent-<agent>.json.',
  });
});
