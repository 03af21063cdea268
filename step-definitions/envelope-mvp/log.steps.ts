/** The completion log (design 10): when it is written, where, and what a block holds. */
import { Then, type DataTable } from '@cucumber/cucumber';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { kindBeneath, InTheWay } from '../../harness/beneath';
import { fail } from '../../harness/failure-report';
import { inTheirLanguage } from '../common/their-language';
import { errorCode, filesUnder, isErrorEnvelope, stamps, START, type CallRecord, type EnvelopeWorld, type Json } from './world';

/** The blocks of a log: each starts with a line "# task…". */
function blocksOf(content: string): string[] {
  const blocks: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    if (line.startsWith('# task') || blocks.length === 0) blocks.push(line);
    else blocks[blocks.length - 1] += `\n${line}`;
  }
  return blocks.map((b) => b.replace(/\s+$/, '')).filter((b) => b.startsWith('# task'));
}

/**
 * The session's blocks: from every log file, in file-name order (the kit's clock only moves forward). No log at
 * all fails here, naming where the log should be (and where it went instead), before any check of its content.
 */
function allBlocks(world: EnvelopeWorld): string[] {
  const files = world.logFiles();
  if (files.size === 0) noLog(world);
  return [...files.values()].flatMap(blocksOf);
}

function noLog(world: EnvelopeWorld): never {
  // A call that should have finished the task but was refused explains a missing log better than the log does.
  for (const record of world.calls) {
    if (finishes(record) && typeof (record.params as { summary?: unknown }).summary === 'string') world.success(record);
  }
  const elsewhere = cwdWrites(world);
  const stale = earlierSessionFolders(world);
  if (stale.length > 0)
    fail({
      requirements: world.reqs('ENV-LOG.1'),
      summary: "no completion log under this scenario's session folder: it went to the folder of an earlier scenario's session",
      call: world.callOf(world.last),
      expected: '<session folder>/memory/todos/todoList-….md',
      actual: { sessionFolder: listing(world), earlierSessionFolder: [...filesUnder(stale[0]).keys()] },
      hint: `reset (${inTheirLanguage({ javascript: 'createTodoWriteTool again', python: 'a new tool object' })}) starts a new session on the workdir it is given: make a new tool there at every reset; a tool kept from an earlier reset keeps its folder, its ids and its block counter.`,
      cause: 'session-kept-across-reset',
    });
  fail({
    requirements: world.reqs('ENV-LOG.1'),
    summary: `no completion log under <session folder>/memory/todos/, though a call finished the whole task${elsewhere.length > 0 ? ' (files appeared in the current directory instead)' : ''}`,
    call: world.callOf(world.last),
    actual: { sessionFolder: listing(world), currentDirectory: elsewhere },
    hint:
      elsewhere.length > 0
        ? cwdHint()
        : 'design 10: after a successful call whose todos are all completed or cancelled, append a block to memory/todos/todoList-YYYYMMDD-HHMMSS.md.',
  });
}

/**
 * Session folders of earlier scenarios that hold a log again: the kit removes each scenario's folder before the
 * next one starts, so a log there was written by a tool that outlived its reset (it kept its old workdir).
 */
function earlierSessionFolders(world: EnvelopeWorld): string[] {
  const root = dirname(world.workdir);
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((folder) => folder !== world.workdir && basename(folder).startsWith('scenario-') && holdsLogFolder(root, folder));
}

/** Whether `folder` (in `root`) is a folder holding memory/todos/, none of them a link the tool made (never followed). */
function holdsLogFolder(root: string, folder: string): boolean {
  try {
    return kindBeneath(root, join(folder, 'memory', 'todos')) === 'folder';
  } catch (error) {
    if (error instanceof InTheWay) return false;
    throw error;
  }
}

/** A log written in the current directory: where it goes, in the learner's words. */
const cwdHint = (): string =>
  inTheirLanguage({
    javascript: 'the log goes under the workdir given to createTodoWriteTool, not the process\'s current directory: join(workdir, "memory", "todos", …).',
    python: 'the log goes under the workdir that reset gives, not the process\'s current directory: os.path.join(workdir, "memory", "todos", …).',
  });

/** What the tool wrote in the session folder outside memory/todos/<log files>. */
function strayFiles(world: EnvelopeWorld): string[] {
  return [...filesUnder(world.workdir).keys()].filter((p) => !['memory/', 'memory/todos/'].includes(p) && !/^memory\/todos\/[^/]+$/.test(p));
}

/** What the implementation wrote in its own current directory since the scenario's first call. */
function cwdWrites(world: EnvelopeWorld): string[] {
  if (!world.cwdBefore) return [];
  const now = filesUnder(world.implementation.workingDir);
  return [...now].filter(([path, size]) => world.cwdBefore!.get(path) !== size).map(([path]) => path);
}

function listing(world: EnvelopeWorld): string[] {
  return [...filesUnder(world.workdir).keys()];
}

/**
 * The first call that was refused and still wrote the completion log (ENV-ERROR.3): its log files differ from the
 * call's before it. A refusal explains a log that should not be there better than the log's own rules do.
 */
function refusedWriter(world: EnvelopeWorld): CallRecord | undefined {
  const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([name, content]) => b.get(name) === content);
  return world.calls.find((record, i) => isErrorEnvelope(record.answer) && !same(record.logAfter, world.calls[i - 1]?.logAfter ?? new Map()));
}

/** The failure of a call that was refused, yet wrote the log: one mistake, whichever check refused it. */
function refusedButWritten(world: EnvelopeWorld, record: CallRecord): never {
  const code = errorCode(record.answer as Json) ?? 'INVALID_PARAM';
  fail({
    requirements: world.reqs('ENV-ERROR.3', 'ENV-LOG.2'),
    summary: 'a refused call wrote the completion log',
    call: world.callOf(record),
    actual: {
      status: (record.answer as Json).status,
      error: (record.answer as Json).error,
      logFiles: [...record.logAfter.keys()].map((name) => `memory/todos/${name}`),
    },
    hint: `this call was refused (${code}): validate everything before writing the log; a refused call changes nothing (design 8, ENV-ERROR.3).`,
    cause: 'refused-call-wrote-log',
  });
}

/**
 * The first log file some call left holding blocks that a later call took away: a file rewritten (opened "w", not
 * "a") where a block is appended. Its blocks' numbers and count are then wrong too, but this is the mistake.
 */
function overwritten(world: EnvelopeWorld): { name: string; before: string; now: string | undefined } | undefined {
  const now = world.logFiles();
  for (const record of world.calls) {
    if (record.session !== world.session) continue; // a new session starts a file of its own
    for (const [name, before] of record.logAfter) {
      const content = now.get(name);
      if (content === undefined || !content.startsWith(before.replace(/\s+$/, ''))) return { name, before, now: content };
    }
  }
  return undefined;
}

/** The failure of a log whose earlier blocks are gone: one mistake (ENV-LOG.4), wherever it shows. */
function overwrittenLog(world: EnvelopeWorld, found: { name: string; before: string; now: string | undefined }): never {
  fail({
    requirements: world.reqs('ENV-LOG.4'),
    summary:
      found.now === undefined
        ? `the log file ${found.name} is gone: a later call removed it`
        : `the log file ${found.name} no longer begins with the block written first: a later call rewrote it instead of appending`,
    call: world.callOf(world.last),
    expected: `${found.before.replace(/\s+$/, '')}\n…`,
    actual: found.now,
    hint: APPEND,
    cause: 'log-overwritten',
  });
}

const APPEND =
  'append a block (追加写入) each time the whole task is done: open the file for appending (flag "a"), never rewrite it; earlier blocks stay as they were.';

Then('no log is written', function (this: EnvelopeWorld) {
  const written = [...filesUnder(this.workdir).keys()].filter((p) => !p.endsWith('/'));
  const elsewhere = cwdWrites(this);
  if (written.length === 0 && elsewhere.length === 0) return;
  const refused = refusedWriter(this);
  if (refused) refusedButWritten(this, refused);
  fail({
    requirements: this.reqs('ENV-LOG.2'),
    summary: 'a file was written, though no call of the scenario finished the whole task',
    call: this.callOf(this.last),
    expected: 'no file in the session folder',
    actual: { sessionFolder: written, currentDirectory: elsewhere },
    diff: [],
    hint: `design 10: write only after a successful call whose todos are ALL completed or cancelled (${inTheirLanguage({ javascript: 'todos.every(...)', python: 'all(...)' })}); 其它情况下不写入持久化记录.`,
  });
});

Then('the session has one log file, named for the session start or its first write', function (this: EnvelopeWorld) {
  const files = [...this.logFiles().keys()];
  if (files.length === 0) noLog(this);
  const firstWrite = this.calls.find((c) => c.logAfter.size > 0)?.at ?? this.clock;
  const start = this.sessionStarts[this.session] ?? START;
  const names = [...new Set([...stamps(start), ...stamps(firstWrite)])].map((s) => `todoList-${s}.md`);
  if (files.length === 1 && names.includes(files[0]!)) return;
  const elsewhere = cwdWrites(this);
  fail({
    requirements: this.reqs(files.length === 0 ? 'ENV-LOG.1' : files.length > 1 ? 'ENV-LOG.4' : 'ENV-LOG.3'),
    summary:
      files.length === 0
        ? `no completion log under <session folder>/memory/todos/${elsewhere.length > 0 ? ' (but files appeared in the current directory)' : ''}`
        : files.length > 1
          ? `the session wrote ${files.length} log files; one file per session, blocks appended to it`
          : `the log file is named ${JSON.stringify(files[0])}`,
    call: this.callOf(this.last),
    expected: names.length === 1 ? `memory/todos/${names[0]}` : `memory/todos/ one of ${names.join(', ')}`,
    actual: { sessionFolder: listing(this), currentDirectory: elsewhere },
    hint:
      elsewhere.length > 0
        ? cwdHint()
        : files.length > 1
          ? 'design 10: 会话内复用同一个文件 — choose the file name once per session and append to it.'
          : `design 10: memory/todos/todoList-YYYYMMDD-HHMMSS.md, the time from ${inTheirLanguage({ javascript: 'the clock now() given to createTodoWriteTool', python: "the session's clock (the now of reset and setClock)" })}.`,
    ...(files.length === 1 && elsewhere.length === 0 && this.zoneShift()),
    ...this.machineClock(),
  });
});

Then('the session folder holds nothing but the log', function (this: EnvelopeWorld) {
  const stray = strayFiles(this);
  const elsewhere = cwdWrites(this);
  if (stray.length === 0 && elsewhere.length === 0) return;
  fail({
    requirements: this.reqs('ENV-LOG.2'),
    summary: elsewhere.length > 0 ? "the tool wrote in the process's current directory" : 'the tool wrote outside memory/todos/',
    call: this.callOf(this.last),
    actual: { sessionFolder: stray, currentDirectory: elsewhere },
    hint: `build every path from ${inTheirLanguage({ javascript: 'the workdir given to createTodoWriteTool', python: 'the workdir that reset gives (os.path.join)' })}; a relative path lands in the current directory.`,
  });
});

Then('the log has {int} file(s)', function (this: EnvelopeWorld, count: number) {
  const files = [...this.logFiles().keys()];
  if (files.length === 0) noLog(this);
  if (files.length === count) return;
  fail({
    requirements: this.reqs('ENV-LOG.4'),
    summary: `memory/todos/ holds ${files.length} file(s), not ${count}`,
    call: this.callOf(this.last),
    expected: count,
    actual: listing(this),
    hint: 'design 10: one file per session (会话内复用同一个文件); a later task of the session is a new block in the same file.',
    ...this.machineClock(),
  });
});

Then('the log holds {int} block(s)', function (this: EnvelopeWorld, count: number) {
  const blocks = allBlocks(this);
  if (blocks.length === count) return;
  const rewritten = overwritten(this);
  if (rewritten) overwrittenLog(this, rewritten);
  const silent = finishedWithoutBlock(this);
  fail({
    requirements: this.reqs(...(silent ? ['ENV-LOG.1'] : []), 'ENV-LOG.4'),
    summary: `the log holds ${blocks.length} block(s) (headed "# task…"), not ${count}`,
    call: this.callOf(silent ?? this.last),
    expected: count,
    actual: [...this.logFiles()].map(([name, content]) => `${name}:\n${content}`).join('\n'),
    ...(silent ? NO_BLOCK_WRITTEN : { hint: APPEND }),
  });
});

Then('the log file of the first task is unchanged, its block first', function (this: EnvelopeWorld) {
  const first = this.calls.find((c) => c.logAfter.size > 0);
  if (!first)
    fail({ requirements: this.reqs('ENV-LOG.1'), summary: 'no call of the scenario wrote a log', call: this.callOf(this.last), actual: listing(this) });
  const [name, content] = [...first.logAfter][0]!;
  const now = this.logFiles().get(name);
  if (now !== undefined && now.startsWith(content.replace(/\s+$/, ''))) return;
  overwrittenLog(this, { name, before: content, now });
});

/**
 * Each block's heading, with the stamp in the name of the file it is in: design 10 writes both with the same
 * placeholder, YYYYMMDD-HHMMSS, and says of neither which moment it is.
 */
function headings(world: EnvelopeWorld): { heading: string; fileStamp: string | undefined }[] {
  const files = world.logFiles();
  if (files.size === 0) noLog(world);
  return [...files].flatMap(([name, text]) =>
    blocksOf(text).map((block) => ({ heading: block.split('\n')[0] ?? '', fileStamp: /(\d{8}-\d{6})\.md$/.exec(name)?.[1] })),
  );
}

Then('the blocks are headed, in order:', function (this: EnvelopeWorld, table: DataTable) {
  blocksHeaded(this, table, { fileStampToo: true });
});

Then('the blocks are headed with the time of each write, in order:', function (this: EnvelopeWorld, table: DataTable) {
  blocksHeaded(this, table, { fileStampToo: false });
});

/**
 * The headings "# task{n}-{stamp}", n as the table says; the stamp the time of the write the table gives, or (the
 * literal reading, `fileStampToo`) the stamp of the file's name, which design 10 writes with the same placeholder.
 */
function blocksHeaded(world: EnvelopeWorld, table: DataTable, { fileStampToo }: { fileStampToo: boolean }): void {
  const found = headings(world);
  const rows = table.hashes();
  // The file's stamp stands for a heading's only where it is a time of the session's clock (its start, a write): a
  // file named by another clock (the machine's, another zone) is wrong, and so is a heading that copies it.
  const clock = new Set(world.moments().flatMap(stamps));
  const ok =
    found.length === rows.length &&
    rows.every((row, i) => {
      const { heading, fileStamp } = found[i]!;
      const allowed = stamps(new Date(START.getTime() + Number(row['minutes after start']) * 60_000));
      if (fileStampToo && fileStamp !== undefined && clock.has(fileStamp)) allowed.push(fileStamp);
      return allowed.some((s) => heading === `# task${row.task}-${s}`);
    });
  if (ok) return;
  const expected = rows.map((row) => `# task${row.task}-${stamps(new Date(START.getTime() + Number(row['minutes after start']) * 60_000))[0]}`);
  const counted = found.map(({ heading }) => /^# task(\d+)/.exec(heading)?.[1]);
  // Which part of the headings is wrong says which hint: the number's first block, a later one, or the time.
  const numbersRight = rows.every((row, i) => counted[i] === undefined || counted[i] === String(row.task));
  const firstRight = counted.length === 0 || counted[0] === String(rows[0]?.task);
  // The first block right and a later one too high after a refused call (ENV08-03): the refusal was counted.
  const refusedCounted = firstRight && !numbersRight && world.calls.some((c) => isErrorEnvelope(c.answer));
  // A block too many, written by a refused call: the refusal is the mistake, not the numbers or times it shifted.
  const refused = refusedWriter(world);
  if (refused) refusedButWritten(world, refused);
  // Blocks missing because a later write took the earlier ones away: the rewrite, not the counter or the times.
  const rewritten = overwritten(world);
  if (rewritten) overwrittenLog(world, rewritten);
  // Fewer blocks than the calls that finished the task: a block never written, not a heading wrong.
  const silent = found.length < rows.length ? finishedWithoutBlock(world) : undefined;
  if (silent) {
    fail({
      requirements: world.reqs('ENV-LOG.1', 'ENV-LOG.5'),
      summary: `the log holds ${found.length} block(s) (headed "# task…"), not ${rows.length}`,
      call: world.callOf(silent),
      expected: rows.length,
      actual: found.map(({ heading }) => heading),
      ...NO_BLOCK_WRITTEN,
    });
  }
  fail({
    requirements: world.reqs(...(refusedCounted ? ['ENV-ERROR.3'] : []), 'ENV-LOG.5'),
    summary: `the block headings are not "# task{n}-YYYYMMDD-HHMMSS", n counting the session's blocks from 1, at the time of each write${fileStampToo ? " (or the file's)" : ''}`,
    call: world.callOf(world.last),
    expected,
    actual: found.map(({ heading }) => heading),
    ...(!firstRight
      ? // One mistake wherever it shows, whichever numbers the counter carried into each scenario.
        { hint: sessionCounter(), cause: 'block-counter-not-per-session' }
      : refusedCounted
        ? { hint: REFUSED_COUNTED, cause: 'refused-call-counted-as-block' }
        : !numbersRight
          ? { hint: 'n counts the blocks the session has written: 1, 2, 3, …, one more for each block appended (会话内计数).' }
          : // Only the times are wrong: the machine's clock, where the log tells it, explains them. A wrong number it
            // does not explain: that mistake is told by its own hint, and the clock by the failures it does explain.
            { hint: "the heading's time is now() at the write, formatted YYYYMMDD-HHMMSS.", ...world.zoneShift(), ...world.machineClock() }),
  });
}

const sessionCounter = (): string =>
  inTheirLanguage({
    javascript: 'the counter belongs to the session (会话内计数): keep it in what createTodoWriteTool returns, not in a module-level variable, and start at 1.',
    python: 'the counter belongs to the session (会话内计数): keep it on the tool object that each reset makes, not in a global, and start at 1.',
  });

const REFUSED_COUNTED =
  'a refused call must not count as a block (design 8, ENV-ERROR.3): validate first, and count a block only when it is written, after a call that succeeded.';

Then('block {int} holds the summary {string}', function (this: EnvelopeWorld, n: number, summary: string) {
  const block = allBlocks(this)[n - 1];
  if (block?.includes(summary)) return;
  fail({
    requirements: this.reqs('ENV-LOG.6'),
    summary: `block ${n} of the log does not hold the summary`,
    call: this.callOf(this.last),
    expected: summary,
    actual: block,
    hint: 'design 10: 总任务概述：{summary} under the heading.',
  });
});

Then('block {int} lists the todos:', function (this: EnvelopeWorld, n: number, table: DataTable) {
  const block = allBlocks(this)[n - 1] ?? '';
  const lines = block.split('\n');
  const wrong = table.hashes().filter(({ content = '', status }) => {
    // A plain item ("- 更新 multi_edit 文档", the example) or a task list's ticked box ("- [x] …", the text); an
    // empty box says "not done" of a todo that is completed.
    const plain = lines.some((l) => new RegExp(`^[-*] (\\[[xX]\\] )?${escape(content)}$`).test(l));
    const struck = lines.some((l) => new RegExp(`^[-*] (\\[[xX ~-]\\] )?~~${escape(content)}~~$`).test(l));
    return status === 'completed' ? !plain || struck : !struck || plain;
  });
  if (block !== '' && wrong.length === 0) return;
  fail({
    requirements: this.reqs('ENV-LOG.6'),
    summary:
      block === ''
        ? `the log has no block ${n}`
        : `block ${n} does not list ${wrong.map((w) => `${JSON.stringify(w.content)} (${w.status})`).join(', ')} as design 10 shows`,
    call: this.callOf(this.last),
    expected: table.hashes().map(({ content, status }) => (status === 'completed' ? `- ${content}` : `- ~~${content}~~`)),
    actual: block,
    hint: 'design 10: completed todos as Markdown list items ("- 更新 multi_edit 文档", or ticked in a task list: "- [x] …", never "- [ ] …"), cancelled ones struck through ("- ~~性能优化脚本~~").',
  });
});

Then('block {int} is exactly, with the time of its write:', function (this: EnvelopeWorld, n: number, expected: string) {
  const block = allBlocks(this)[n - 1] ?? '';
  const writes = this.calls.filter((c, i) => allBlocksAfter(c) > allBlocksAfter(this.calls[i - 1]));
  const at = writes[n - 1]?.at ?? this.clock;
  const options = stamps(at).map((s) => expected.replace('{stamp}', s));
  if (options.includes(block)) return;
  fail({
    requirements: this.reqs('ENV-LOG.6'),
    summary: `block ${n} is not laid out as design 10's example`,
    call: this.callOf(this.last),
    expected: options[0],
    actual: block,
  });
});

function allBlocksAfter(record: { logAfter: Map<string, string> } | undefined): number {
  return record ? [...record.logAfter.values()].flatMap(blocksOf).length : 0;
}

/**
 * A later call of the scenario that finished the task (succeeded, its todos all completed or cancelled) and left the
 * log as it was: a tool that logs once a session, or skips a list already logged. Undefined when every such call
 * wrote something.
 */
function finishedWithoutBlock(world: EnvelopeWorld): CallRecord | undefined {
  // The log's files as they were before and after the call: unchanged, it wrote nothing (a block whose heading the
  // kit cannot read still changed them, and is told by the checks of its layout).
  const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([name, text]) => b.get(name) === text);
  return world.calls.find((c, i) => i > 0 && finishes(c) && !isErrorEnvelope(c.answer) && same(c.logAfter, world.calls[i - 1]!.logAfter));
}

/** That mistake's advice and name: one cause, whether a scenario counts the blocks or reads their headings. */
const NO_BLOCK_WRITTEN = {
  hint: "every successful call whose todos are all completed or cancelled appends a block to the session's file (→ 写入): the later ones of a session too, and the same list sent again too. Do not skip a call as already logged.",
  cause: 'finishing-call-wrote-no-block',
};

/** Whether a call's todos are all completed or cancelled (and there is one at least): a call that finishes the task. */
function finishes(record: CallRecord): boolean {
  const todos = (record.params as { todos?: { status?: unknown }[] } | null)?.todos;
  return Array.isArray(todos) && todos.length > 0 && todos.every((t) => t?.status === 'completed' || t?.status === 'cancelled');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
