/**
 * The scoreboard of a grading run: one row per submission (its verdict, how many scenarios ended each way, its
 * score on each of the document's concepts, where its reports are), written as CSV for spreadsheets, JSON for
 * scripts and for --merge, and HTML, a table that sorts by any column.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { useProfile } from '../harness/catalogue';
import { DEFAULT_GRADE_BUDGET_MS, MAX_NOTE_CHARS, MAX_TEXT_CHARS, REPORT_FILES, SCOREBOARD_FILES } from '../harness/defaults';
import type { OutcomeKind } from '../harness/outcomes';
import { findProfile } from '../harness/profiles';
import { escapeControl, markdownCell, safeText, truncate } from '../harness/safe-text';
import { causeRules, causes, wideCauseLine } from './causes';
import { STOP_CAUSES } from './report-folder';
import type { OutcomesRecord, Selection } from './summary-report';
import type { GradeResult } from './grade-pool';
import { renderNotStarted } from './junit-report';
import {
  conceptScorecard,
  conceptScoreText,
  countByKind,
  kindLabel,
  OUTCOME_KINDS,
  percentOf,
  type ConceptScoreRead,
  ownFailures,
  type ScenarioOutcome,
} from './run-summary';

/**
 * A submission's verdict. "passed the selection": every scenario that a grading narrowed by --only or --tags ran
 * passed, which shows no conformance (its note says how many of how many).
 */
export const VERDICTS = ['conformant', 'passed the selection', 'not conformant', 'did not load', 'over budget', 'kit error'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The tally's parts: the usual verdicts even at 0, the others when some row has them. */
function tallyParts(rows: readonly ScoreboardRow[]): { verdict: Verdict; count: number; text: string }[] {
  const usual: readonly Verdict[] = ['conformant', 'not conformant', 'did not load', 'over budget'];
  const shown = VERDICTS.filter((verdict) => usual.includes(verdict) || rows.some((row) => row.verdict === verdict));
  return shown.map((verdict) => {
    const count = rows.filter((row) => row.verdict === verdict).length;
    return { verdict, count, text: `${count} ${verdict === 'kit error' ? 'kit error(s)' : verdict}` };
  });
}

/** "1 conformant, 2 not conformant, …": the usual verdicts even at 0, the others when some row has them. */
export function tallyOf(rows: readonly ScoreboardRow[]): string {
  return tallyParts(rows)
    .map((part) => part.text)
    .join(', ');
}

export interface ScoreboardRow {
  name: string;
  /** The file or folder graded, as the grading's command line reached it (relative to where it ran). */
  submission?: string;
  /** How it was run: "a module: <path>" (the module, or the folder it was found in), or "--cmd <command>" (a class of both is graded in one run). */
  gradedAs?: string;
  profile: string;
  /**
   * The options it was judged with (judgedWith): those its run took (--strict, --tags, --only, …), and --budget when
   * the grading's was not the default. A row kept beside rows judged otherwise is told so.
   */
  options?: string[];
  verdict: Verdict;
  /** The single run's exit code; null when the kit stopped it. */
  exitCode: number | null;
  seconds: number;
  counts: Record<OutcomeKind, number>;
  /**
   * Per cent of the scenarios that ran (all but the skipped) that passed, to one decimal: the number for a
   * gradebook, comparable between submissions whose skipped scenarios differ (a command without a capability). 0
   * when the submission gave no verdict (did not load, over budget); null for a kit error, which is not its doing.
   */
  score: number | null;
  /** By concept: scenarios passed and run. */
  concepts: Record<string, ConceptScoreRead>;
  /** A TypeScript submission whose type check finished: how many type errors it found. */
  typeErrors?: number;
  /** The submission's report folder, relative to the scoreboard. */
  reports: string;
  /**
   * When its run ended (ISO 8601, UTC). A row kept from an earlier grading into the same --out keeps its own; one
   * kept from an older kit's scoreboard has that scoreboard's time, or none.
   */
  gradedAt?: string;
  /** The page to open first: the run's index.html, else cucumber.html, else summary.md. */
  report?: string;
  /**
   * What to read first: its type errors, if any; then what to fix first (not conformant), what it selected (passed the
   * selection), or why it did not load or was stopped (the first lines of what the run said).
   */
  note?: string;
}

/**
 * The options a grading's rows are judged with: those given to each run, and `--budget <seconds>` when the budget
 * is not the default (a submission stopped "over budget" at 30 s does not compare with one given 120 s).
 */
export function judgedWith(settings: { passOn: readonly string[]; budget: number }): string[] {
  return settings.budget * 1000 === DEFAULT_GRADE_BUDGET_MS ? [...settings.passOn] : [...settings.passOn, '--budget', String(settings.budget)];
}

/** What makes a grading the one it is (cli/grade.ts gradingSettings): a shard's scoreboard keeps it for --merge. */
export interface GradingSettings {
  profile: string;
  submissions: string[];
  command?: string;
  entry?: string;
  passOn: string[];
  budget: number;
  typecheck: boolean;
  shards?: number;
}

export interface Scoreboard {
  kit: 'todo-kit grade';
  generatedAt: string;
  /**
   * A shard's scoreboard (--shard i/n): which slice it is, and of which grading (a hash of its command line but
   * --shard and --out: the shards of one CI matrix share it), so that --merge can tell when one is missing.
   */
  /**
   * A shard's: which slice, of which grading, and the names of the whole class it was cut from (--merge refuses
   * shards cut from different classes: a student added between two shard jobs was in no slice, and left out).
   */
  shard?: { index: number; count: number; grading: string; class?: string[] };
  /**
   * When the grading began (a merge: its earliest shard's). A row graded before it was kept from an earlier grading
   * into the same --out (one student graded again, a grading stopped before it reached the row): the pages say so.
   */
  startedAt?: string;
  /** The paths the grading was given (absolute, sorted): grading the same again replaces it; others add to it. */
  graded?: string[];
  /** The settings of the grading that wrote it (none for a merge): --merge compares its shards' to say how they differ. */
  settings?: GradingSettings;
  /** A grading stopped before its end (Ctrl-C, SIGTERM, its output closed): see Stopped. */
  stopped?: Stopped;
  rows: ScoreboardRow[];
}

/**
 * How a grading that was stopped left the scoreboard: by which signal, after how many of its submissions; the rows
 * kept as the scoreboard before had them (submissions it never started: their report folders are as they were), and
 * the submissions with no row (started when it stopped, or never graded). A later grading of some of them keeps the
 * record for the others, until a grading of the same paths replaces the scoreboard.
 */
export interface Stopped {
  by: string;
  graded: number;
  of: number;
  earlier: string[];
  notGraded: string[];
}

const STOPPED_NAMED = 20;

/** The `by` of a scoreboard written before its grading's end, as it goes (cli/grade.ts writeUnfinished). */
export const UNFINISHED = 'unfinished';
/** The `by` of such a scoreboard's record, kept by a later grading: that one never finished (cli/grade.ts stillStopped). */
export const KILLED = 'killed';

/**
 * A stopped grading in words: above its scoreboard's table (Markdown, HTML: "A grading into this folder was …"),
 * and on the terminal ("Grading was …").
 */
export function stoppedText(stopped: Stopped, subject = 'A grading into this folder was'): string {
  // Named up to a point (scoreboard.json keeps every name): a class stopped early is most of the class.
  const names = (list: readonly string[]) => {
    const more = list.length > STOPPED_NAMED ? `, and ${list.length - STOPPED_NAMED} more` : '';
    return `${list
      .slice(0, STOPPED_NAMED)
      .map((name) => escapeControl(name))
      .join(', ')}${more}`;
  };
  const cause = stopped.by === KILLED ? 'a kill before its end (a time limit, the system out of memory)' : (STOP_CAUSES[stopped.by] ?? stopped.by);
  const parts = [
    stopped.by === UNFINISHED
      ? `${subject} not finished when this was written: it had graded ${stopped.graded} of ${stopped.of} submission(s) (it is still running, or it was killed before its end).`
      : `${subject} stopped by ${cause} after ${stopped.graded} of ${stopped.of} submission(s).`,
  ];
  if (stopped.earlier.length > 0) {
    parts.push(`${stopped.earlier.length} it did not grade to the end keep their rows and reports from before: ${names(stopped.earlier)}.`);
  }
  if (stopped.notGraded.length > 0)
    parts.push(`No row (not graded to the end${stopped.by === UNFINISHED ? ', or not yet' : ''}): ${names(stopped.notGraded)}.`);
  return parts.join(' ');
}

function verdictOf(result: GradeResult, record: OutcomesRecord | undefined): Verdict {
  if (result.fate !== 'ran') return result.fate;
  if (result.exitCode === 0) return record?.selection && !record.conformant ? 'passed the selection' : 'conformant';
  return result.exitCode === 1 ? 'not conformant' : result.exitCode === 2 ? 'did not load' : 'kit error';
}

/** A grading result as a row, from the outcomes.json its run wrote. */
export function rowOf(result: GradeResult, reports: string, submission?: string, settings: { typecheck?: boolean } = {}): ScoreboardRow {
  const outcomesFile = join(result.job.reportsDir, REPORT_FILES.outcomes);
  // A run that was stopped left half-written reports at best: read, and link, only what a finished run wrote.
  // Only a run that ran has reports of this grading: one that never started (its grading process could not) may sit
  // on an earlier grading's, which its job did not get to remove.
  const finished = result.fate === 'ran' && existsSync(outcomesFile);
  const record = finished ? (JSON.parse(readFileSync(outcomesFile, 'utf8')) as OutcomesRecord) : undefined;
  const outcomes = record?.outcomes ?? [];
  const profile = findProfile(result.job.profile);
  if (profile) useProfile(profile); // the scorecard reads the profile's concepts
  const concepts = Object.fromEntries(conceptScorecard(outcomes).map(({ concept, ...score }) => [concept, score]));
  const verdict = verdictOf(result, record);
  const counts = countByKind(outcomes);
  // The page to open first: the run's landing page, else cucumber.html, else summary.md.
  const first = [REPORT_FILES.landing, REPORT_FILES.html, REPORT_FILES.summary].find((file) => finished && existsSync(join(result.job.reportsDir, file)));
  const verdictNote =
    verdict === 'conformant'
      ? undefined
      : verdict === 'passed the selection'
        ? selectionNote(record!.selection!)
        : verdict === 'not conformant'
          ? (firstCauseOf(outcomes) ?? nothingCheckedNote(record))
          : noteOf(result.stderr, result.job.cwd);
  // Type errors never stop a run (it is transpile-only), so a conformant submission may have them: the note says so.
  const typeErrors = record?.typeErrors;
  const module = record?.implementation ?? result.job.argv[0];
  const cmd = result.job.argv.indexOf('--cmd');
  // Without a type check, a TypeScript submission that ran says so: no count of type errors is not none.
  const unchecked = settings.typecheck === false && finished && cmd < 0 && /\.[cm]?tsx?$/.test(module ?? '');
  const typeNote = typeErrors
    ? `${typeErrors} type error(s), listed in its summary.md`
    : record?.typeCheck === 'unfinished'
      ? 'its type check did not finish in its time (its summary.md says how long it had)'
      : unchecked
        ? 'not type-checked (--no-typecheck)'
        : undefined;
  // The run's other findings, their first line each (a package.json main that is not there, shared state).
  const findings = (record?.notices ?? []).map((notice) => notice.split('\n')[0]!);
  // What to fix first leads a row that is not conformant: a finding (a probe the kit could not run) is read after it.
  // Parts that end a sentence of their own (a finding's advice) lose its full stop before the next part's "; ".
  const ordered = verdict === 'not conformant' ? [verdictNote, typeNote, ...findings] : [typeNote, ...findings, verdictNote];
  const parts = ordered.filter((part): part is string => Boolean(part));
  const joined = parts.map((part, i) => (i < parts.length - 1 ? part.replace(/\.$/, '') : part)).join('; ');
  const note = joined === '' ? undefined : truncate(joined, MAX_NOTE_CHARS);
  // A module run names the module it verified (a folder's index, or the one module found in it), else what was named.
  const gradedAs = cmd >= 0 ? `--cmd ${result.job.argv[cmd + 1] ?? ''}` : module === undefined ? undefined : `a module: ${module}`;
  return {
    name: result.job.name,
    ...(submission !== undefined && { submission }),
    ...(gradedAs !== undefined && { gradedAs }),
    profile: result.job.profile,
    verdict,
    exitCode: result.exitCode,
    seconds: Math.round(result.seconds * 100) / 100,
    counts,
    score: scoreOf(verdict, counts),
    concepts,
    ...(typeErrors !== undefined && { typeErrors }),
    reports,
    report: first ? `${reports}/${first}` : undefined,
    note,
    gradedAt: new Date().toISOString(),
  };
}

/**
 * Whether a row is from a grading before the one that wrote its scoreboard (`startedAt`): kept because this one was
 * not given it, or did not reach it. A row with no time of its own, in a scoreboard that has one, came from an older
 * kit's scoreboard: from before too.
 */
export function fromBefore(row: ScoreboardRow, startedAt: string | undefined): boolean {
  return startedAt !== undefined && (row.gradedAt === undefined || row.gradedAt < startedAt);
}

/**
 * A row kept from an earlier scoreboard, with the time it was graded and the options it was judged with: its own,
 * else (an older kit's row) that scoreboard's, where it says them.
 */
export function keptRow(row: ScoreboardRow, board: Scoreboard): ScoreboardRow {
  const gradedAt = row.gradedAt ?? (isTime(board.generatedAt) ? board.generatedAt : undefined);
  const options = judgedOptions(row, board);
  return { ...row, ...(gradedAt !== undefined && { gradedAt }), ...(options !== undefined && { options }) };
}

/**
 * The options a row of `board` was judged with: its own, else its grading's (a row of an older kit kept none). A row
 * of that grading itself, kept by a kit that did not yet write the budget into a row's options, gets its grading's
 * --budget too (review 127: such a row graded with --budget 30 read as judged with the default). A row from before
 * that grading in such a scoreboard keeps what it says: its budget is not known.
 */
export function judgedOptions(row: ScoreboardRow, board: Scoreboard): string[] | undefined {
  const grading = board.settings && judgedWith(board.settings);
  if (row.options === undefined) return grading;
  const ownGrading = !fromBefore(row, board.startedAt);
  const budget = grading?.indexOf('--budget') ?? -1;
  return ownGrading && budget >= 0 && !row.options.includes('--budget') ? [...row.options, ...grading!.slice(budget)] : row.options;
}

/** "2026-11-28 10:02 UTC": an ISO time as the pages show it. */
function shownTime(iso: string): string {
  return iso.replace(/^(\d{4}-\d\d-\d\d)T(\d\d:\d\d).*$/, '$1 $2 UTC');
}

/** " (2 of them kept from an earlier grading, marked)": the tally's words for the rows from before, if any. */
function fromBeforeText(rows: readonly ScoreboardRow[], startedAt: string | undefined, marked: string): string {
  const count = rows.filter((row) => fromBefore(row, startedAt)).length;
  return count === 0 ? '' : ` (${count} of them kept from an earlier grading, ${marked})`;
}

function scoreOf(verdict: Verdict, counts: Record<OutcomeKind, number>): number | null {
  if (verdict === 'kit error') return null;
  const ran = OUTCOME_KINDS.filter((kind) => kind !== 'skipped').reduce((sum, kind) => sum + counts[kind], 0);
  return percentOf(counts.passed, ran);
}

/** A narrowed run that failed nothing and passed nothing: its selection does not apply to the submission. */
function nothingCheckedNote(record: OutcomesRecord | undefined): string | undefined {
  const selection = record?.selection;
  return selection && `nothing checked: the ${selection.selected} scenario(s) chosen by ${selection.by.join(' ')} do not apply to it`;
}

/** "12 of 182 scenarios, chosen by --only F-002": what a narrowed grading ran. */
function selectionNote({ selected, total, by }: Selection): string {
  return `${selected} of ${total} scenarios, chosen by ${by.join(' ')}`;
}

/** The file a row without reports links to: why (its verdict, and what its run said). */
export const WHY_FILE = 'why.txt';

/**
 * A row with no report to read (it did not load, it was stopped): the run's own words go in <name>/why.txt, which
 * the row then links to, so that a student handed their folder has something to read in it. Answers the row.
 */
export function withWhyFile(row: ScoreboardRow, result: GradeResult): ScoreboardRow {
  if (row.report || row.verdict === 'conformant') return row;
  try {
    // A job that did not run (its grading process never got to it) may sit on an earlier grading's reports: why.txt
    // is then all its folder holds.
    if (result.fate !== 'ran') rmSync(result.job.reportsDir, { recursive: true, force: true });
    mkdirSync(result.job.reportsDir, { recursive: true });
    // For the student it is handed to: their submission by its own name, not where the grader keeps the class.
    const said = result.stderr.trim() || row.note || '';
    const own = fromItsFolder(said, result.job.cwd);
    writeFileSync(join(result.job.reportsDir, WHY_FILE), `${row.verdict}\n\n${safeText(own, MAX_TEXT_CHARS)}\n`);
    // One that did not load has its JUnit report, as a single run leaves it where it started, also where its run
    // stopped before (a folder in which no module was found): a CI job's test report names every student.
    const junit = join(result.job.reportsDir, REPORT_FILES.junit);
    const title = findProfile(row.profile)?.catalogue.profile.document.title;
    if (row.verdict === 'did not load' && title !== undefined && !existsSync(junit)) writeFileSync(junit, renderNotStarted(title, row.name, own));
  } catch {
    return row; // a folder the grader may not change: the row's note says why, without a link
  }
  return { ...row, report: `${row.reports}/${WHY_FILE}` };
}

/** The verdicts of a run that did not end with its scenarios judged. */
const NO_VERDICT: ReadonlySet<string> = new Set(['did not load', 'over budget', 'kit error']);

/** A cause's line in a note, at most: twice a terminal's, and room left in the note for its findings. */
const NOTE_CAUSE_CHARS = 320;

/** A not conformant submission's first cause, as "what to fix first" lists it, and how many more there are. */
function firstCauseOf(outcomes: readonly ScenarioOutcome[]): string | undefined {
  const grouped = causes(outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped'));
  const cause = grouped[0];
  if (!cause) return undefined;
  const more = grouped.length > 1 ? ` (and ${grouped.length - 1} more cause${grouped.length > 2 ? 's' : ''})` : '';
  const lead = `first to fix: ${cause.scenarios.length} × ${cause.kind}${cause.requirement ? ` ${causeRules(cause)}` : ''} `;
  // The cause's line as wide as the note has room for: the terminal's width cut a timeout's reasons after the first.
  const text = `${lead}${wideCauseLine(cause, NOTE_CAUSE_CHARS)}${more}`;
  return truncate(text, MAX_NOTE_CHARS);
}

/**
 * Why a run did not give a verdict: the first paragraph of what it said, on one line, bounded with a note; its
 * submission named as why.txt names it (from the folder its run started in), without the single run's "todo-kit: ".
 */
function noteOf(stderr: string, cwd: string): string {
  const first = fromItsFolder(stderr.trim().split(/\n\s*\n/)[0] ?? '', cwd).replace(/^todo-kit: /, '');
  return truncate(first.replace(/\s+/g, ' '), MAX_NOTE_CHARS);
}

/** A run's words with its submission named from the folder the run started in (cli/submissions.ts): no folder above. */
const fromItsFolder = (text: string, cwd: string): string => text.split(`${cwd}${sep}`).join('');

function conceptNames(rows: readonly ScoreboardRow[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row.concepts)))];
}

function csvCell(value: unknown): string {
  // Control characters from an implementation (a note quoting its message) are shown as escapes (issue 9).
  const text = value === undefined || value === null ? '' : escapeControl(String(value));
  // A leading = + - @ would be a formula in a spreadsheet: a submission's name is not trusted.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The scoreboard as Markdown, for a CI job's summary (GitHub's $GITHUB_STEP_SUMMARY): the tally, then one row per
 * submission (verdict, score, the outcome kinds any row has, the note). Every cell is escaped: a student's file name
 * or an implementation's text cannot break the table or bring HTML into the page.
 */
export function renderMarkdown(rows: readonly ScoreboardRow[], { stopped, startedAt, passOn }: PageContext = {}): string {
  const kinds = OUTCOME_KINDS.filter((kind) => rows.some((row) => row.counts[kind] > 0));
  // Header, delimiter and rows from the same columns: GitHub renders a table only when their cells agree in number.
  const columns: [heading: string, align: string, cell: (row: ScoreboardRow) => string | number][] = [
    // A row kept from an earlier grading says so beside its name, with its time: its verdict may be out of date.
    [
      'name',
      '---',
      (row) => {
        const other = otherOptions(row, passOn);
        const before = fromBefore(row, startedAt) ? ` *(from before${row.gradedAt ? `: ${shownTime(row.gradedAt)}` : ''})*` : '';
        return `${markdownCell(row.name)}${before}${other === undefined ? '' : ` *(options: ${markdownCell(other)})*`}`;
      },
    ],
    ['verdict', '---', (row) => row.verdict],
    ['score %', '---:', (row) => row.score ?? '–'],
    ...kinds.map((kind): [string, string, (row: ScoreboardRow) => number] => [kindLabel(kind), '---:', (row) => row.counts[kind]]),
    ['note', '---', (row) => markdownCell(truncate(row.note ?? '', MAX_NOTE_CHARS))],
  ];
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  const table = [
    line(columns.map(([heading]) => heading)),
    line(columns.map(([, align]) => align)),
    ...rows.map((row) => line(columns.map(([, , cell]) => cell(row)))),
  ];
  const warning = stopped ? `**${markdownCell(stoppedText(stopped))}**\n\n` : '';
  const marks = `${fromBeforeText(rows, startedAt, 'marked')}${otherOptionsText(rows, passOn, 'marked')}`;
  return `### Scoreboard\n\n${warning}${rows.length} submission(s)${marks}: ${tallyOf(rows)}.\n\n${table.join('\n')}\n`;
}

export function renderCsv(rows: readonly ScoreboardRow[]): string {
  const concepts = conceptNames(rows);
  // "graded at", "type errors" and "options" last: columns added after the first scoreboards, where scripts that read
  // columns by place do not look. "type errors" is empty where no type check finished (JavaScript, --no-typecheck, a
  // stop); "options" holds the options each row was judged with (--strict, --only …, and --budget when not the
  // default), empty for none.
  const header = [
    'name',
    'profile',
    'verdict',
    'score %',
    'exit code',
    'seconds',
    ...OUTCOME_KINDS,
    ...concepts,
    'report',
    'submission',
    'note',
    'graded at',
    'type errors',
    'options',
  ];
  const lines = rows.map((row) =>
    [
      row.name,
      row.profile,
      row.verdict,
      row.score,
      row.exitCode,
      row.seconds,
      ...OUTCOME_KINDS.map((k) => row.counts[k]),
      // "12 of 12", not "12/12": a spreadsheet reads that as a date.
      // Empty where no scenario of the concept ran (did not load, a selection), as the HTML shows "–".
      ...concepts.map((c) => (row.concepts[c] ? (conceptScoreText(row.concepts[c], ' of ') ?? '') : '')),
      row.report ?? row.reports,
      row.submission ?? '',
      row.note,
      row.gradedAt,
      row.typeErrors,
      row.options?.join(' '),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\n')}\n`;
}

/** A verdict as a class name: "not conformant" → "not-conformant". */
function verdictClass(verdict: Verdict): string {
  return verdict.replace(/ /g, '-');
}

function escapeHtml(text: string): string {
  return escapeControl(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** What a page needs besides the rows: a stop's record, and when the grading began (to tell the rows from before). */
export interface PageContext {
  stopped?: Stopped;
  startedAt?: string;
  /** The options the grading that wrote the page judged with (judgedWith): a row judged with others says so (otherOptions). */
  passOn?: readonly string[];
}

/**
 * A row's options, when they are not those of the grading that wrote its scoreboard (a row kept from a grading with
 * --strict beside rows graded without): "--strict", or "none". Its verdict and score do not compare with the others'.
 */
export function otherOptions(row: ScoreboardRow, passOn: readonly string[] | undefined): string | undefined {
  if (passOn === undefined || row.options === undefined || JSON.stringify(row.options) === JSON.stringify(passOn)) return undefined;
  return row.options.length > 0 ? row.options.join(' ') : 'none';
}

/** " (2 of them judged with other options, marked)": the tally's words for such rows, if any. */
function otherOptionsText(rows: readonly ScoreboardRow[], passOn: readonly string[] | undefined, marked: string): string {
  const count = rows.filter((row) => otherOptions(row, passOn) !== undefined).length;
  return count === 0 ? '' : ` (${count} of them judged with other options than this grading's, ${passOn!.join(' ') || 'none'}; ${marked})`;
}

/**
 * A row's name, with the file or folder graded and how in its title; under it, when asked, its profile, and whether
 * the row is from an earlier grading, and when it was graded: `before` says why (a grading that was stopped did not
 * reach it, or was not given it). It sorts by the name alone (data-s), as the rows come.
 */
function nameCell(row: ScoreboardRow, withProfile: boolean, before: 'not reached' | 'not given' | undefined, other?: string): string {
  const title = row.submission ? ` title="${escapeHtml(row.submission)}${row.gradedAs ? `, graded as ${escapeHtml(row.gradedAs)}` : ''}"` : '';
  const when = row.gradedAt ? shownTime(row.gradedAt) : undefined;
  const why =
    before === 'not reached'
      ? 'the grading into this folder was stopped before it had graded this submission to the end'
      : 'the grading into this folder was not given this submission';
  const since = `: its row and report are from ${when ? `the grading of ${when}` : 'an earlier grading'}`;
  const under = [
    ...(withProfile && row.profile ? [`<small>${escapeHtml(row.profile)}</small>`] : []),
    ...(before ? [`<small class="earlier" title="${escapeHtml(why + since)}">from before${when ? `: ${escapeHtml(when)}` : ''}</small>`] : []),
    ...(other !== undefined
      ? [
          `<small class="earlier" title="judged with other options than this grading's: its verdict and score do not compare with the others'">options: ${escapeHtml(other)}</small>`,
        ]
      : []),
  ];
  const more = under.map((line) => `<br>${line}`).join('');
  // A row heading: a screen reader names each cell of the row by it, as it names each column by the headings above.
  return `<th scope="row"${title}${more ? ` data-s="${escapeHtml(row.name)}"` : ''}>${escapeHtml(row.name)}${more}</th>`;
}

/** A note longer than this may not fit the four lines a row shows of it: it can be clicked (focused) to read it whole. */
const NOTE_SHOWN_CHARS = 180;

/**
 * A row's note, four lines at most in the row (a note that says why a run did not load can run to 600 characters,
 * fifteen lines, and a class of them would be a page per five students); the rest when it is clicked or tabbed to,
 * and when the page is printed. The verdict's title has it whole too.
 */
function noteCell(note: string | undefined): string {
  if (!note) return '<td class="note"></td>';
  const long = note.length > NOTE_SHOWN_CHARS ? ' class="long" tabindex="0" title="Click to read it whole"' : '';
  return `<td class="note"><div${long}>${escapeHtml(note)}</div></td>`;
}

/**
 * A sortable table: click a heading to sort by it (numbers as numbers, verdicts from conformant to kit error, text as
 * the rows come, by localeCompare), again to reverse. It scrolls in a box that fills the window below the tally, its
 * headings, names and (on a wide screen) verdicts in view. No script, style or font from outside.
 */
export function renderHtml(rows: readonly ScoreboardRow[], generatedAt: string, { stopped, startedAt, passOn }: PageContext = {}): string {
  const concepts = conceptNames(rows);
  // The outcome kinds that some row has (passed and failed always): a class where nothing timed out needs no column
  // of zeros for it, and the table runs wide. The CSV and JSON keep every kind, for scripts.
  const kinds = OUTCOME_KINDS.filter((kind) => kind === 'passed' || kind === 'failed' || rows.some((row) => row.counts[kind] > 0));
  const leftOut = OUTCOME_KINDS.filter((kind) => !kinds.includes(kind));
  const legendParts = [
    ...(concepts.length > 0
      ? [
          'Concept cells: <span class="full">all pass</span> <span class="short">a rule of its own broke</span> ' +
            `<span class="held">held: its failures all broke another concept's rule first</span>; – none of its scenarios ran (no verdict, or none applied)`,
        ]
      : []),
    // Said as columns: "left out, 0 for every submission: protocol error." read as if a submission were left out.
    ...(leftOut.length > 0
      ? [
          `no column for ${leftOut.map((kind) => escapeHtml(kindLabel(kind))).join(', ')}: no submission had any (the CSV and JSON count every kind, by the names outcomes.json gives them)`,
        ]
      : []),
  ];
  const legend = legendParts.length > 0 ? `<p class="legend">${legendParts.join('; ')}.</p>\n` : '';
  // The profile under each name only when they differ: one grading is of one profile, said once above the table.
  const profiles = [...new Set(rows.map((row) => row.profile).filter(Boolean))];
  // Rows from the grading before, each saying so: a grading that was stopped did not reach them, or was not given them.
  const notReached = new Set(stopped?.earlier ?? []);
  const before = (row: ScoreboardRow) => (notReached.has(row.name) ? 'not reached' : fromBefore(row, startedAt) ? 'not given' : undefined);
  // What to read first (verdict, score, the note, the report) before the counts and concepts, which can run wide.
  // Its columns named as the landing page names the kinds (a skipped scenario is "not applicable"); the CSV and
  // JSON keep the kinds' own names, as outcomes.json does.
  const heading = ['name', 'verdict', 'score %', 'note', 'report', ...kinds.map(kindLabel), ...concepts, 'seconds'];
  const body = rows
    .map((row) => {
      const cells = [
        nameCell(row, profiles.length > 1, before(row), otherOptions(row, passOn)),
        // A badge (its colour, a sign, its words); sorted from conformant to kit error, as VERDICTS lists them.
        `<td class="v ${verdictClass(row.verdict)}" data-n="${VERDICTS.indexOf(row.verdict)}" title="${escapeHtml(row.note ?? '')}"><span>${escapeHtml(row.verdict)}</span></td>`,
        typeof row.score === 'number' ? `<td data-n="${row.score}">${row.score}</td>` : '<td data-n="-1">–</td>',
        noteCell(row.note),
        `<td>${row.report ? `<a href="${escapeHtml(encodeURI(row.report))}">${row.report.endsWith(WHY_FILE) ? 'why' : 'report'}</a>` : ''}</td>`,
        // A count of 0 that is good news is grey: the few that are not stand out in columns of zeros.
        ...kinds.map((k) => `<td data-n="${row.counts[k]}"${row.counts[k] === 0 && k !== 'passed' ? ' class="zero"' : ''}>${row.counts[k]}</td>`),
        ...concepts.map((c) => {
          const score = row.concepts[c];
          // No scenario of the concept ran: the run gave no verdict (did not load, over budget), or none of the
          // concept's scenarios applied to it (skipped: a program without an optional method; not selected).
          const text = score && conceptScoreText(score);
          if (!score || text === undefined) {
            const why = NO_VERDICT.has(row.verdict) ? `the run gave no verdict (${row.verdict})` : 'not applicable: no scenario of this concept ran for it';
            return `<td data-n="-1" title="${escapeHtml(why)}">–</td>`;
          }
          // Compact in the cell, whole in its title. Green: all passed; amber: its failures all named another
          // concept's rule first (not judged past it); red: a rule of its own broke.
          const state = score.passed === score.total ? 'full' : ownFailures(score) > 0 ? 'short' : 'held';
          const note = state === 'held' ? ' <small>held</small>' : '';
          return `<td data-n="${score.passed / score.total}" class="${state}" title="${escapeHtml(text)}">${score.passed}/${score.total}${note}</td>`;
        }),
        `<td data-n="${row.seconds}">${row.seconds.toFixed(1)}</td>`,
      ];
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  // The tally in the verdicts' colours (their words say the same), a verdict none had in grey.
  const tally = tallyParts(rows)
    .map(({ verdict, count, text }) => `<span class="${count === 0 ? 'zero' : verdictClass(verdict)}">${escapeHtml(text)}</span>`)
    .join(', ');
  // The name column is 12rem wide (7rem on a phone) and .45rem of padding each side: on a wide screen the verdict
  // sticks beside it, at 12.9rem. The box (.wrap) is the height the window has left, so that its sideways scrollbar is
  // in view; a phone's browser does not keep a sticky column of a page wider than the screen.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scoreboard</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1a1a1a; }
main { display: flex; flex-direction: column; box-sizing: border-box; height: 100vh; height: 100dvh; padding: 1.5rem 1.5rem 1rem; }
main > * { flex: none; } h1, p { margin: 0 0 .8rem; }
.wrap { flex: 0 1 auto; min-height: 12rem; overflow: auto; }
table { border-collapse: separate; border-spacing: 0; } th, td { padding: .3rem .45rem; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
td:nth-child(2) { white-space: nowrap; } th:nth-child(4) { text-align: left; }
thead th { position: sticky; top: 0; z-index: 2; background: #fff; vertical-align: bottom; border-bottom: 2px solid #aaa; }
th:first-child, td:first-child { position: sticky; left: 0; z-index: 1; background: #fff; width: 12rem; min-width: 12rem; max-width: 12rem; overflow-wrap: anywhere; box-shadow: inset -1px 0 #ccc; }
thead th:first-child { z-index: 3; } tbody th { font-weight: normal; }
@media (min-width: 60rem) {
  th:nth-child(2), td:nth-child(2) { position: sticky; left: 12.9rem; z-index: 1; background: #fff; box-shadow: inset -1px 0 #ccc; }
  thead th:nth-child(2) { z-index: 3; }
}
@media (max-width: 40rem) { main { padding: 1rem 1rem .5rem; } th:first-child, td:first-child { width: 7rem; min-width: 7rem; max-width: 7rem; } }
th button { font: inherit; font-weight: 600; background: none; border: 0; cursor: pointer; padding: 0; color: inherit; text-align: inherit; }
th[aria-sort=ascending] button::after { content: " ▲"; } th[aria-sort=descending] button::after { content: " ▼"; }
.note { text-align: left; min-width: 14rem; max-width: 18.5rem; font-size: 12px; color: #444; overflow-wrap: anywhere; }
.note div { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4; overflow: hidden; }
.note div.long { cursor: pointer; } .note div:focus { display: block; -webkit-line-clamp: none; line-clamp: none; outline: 2px solid #4a6fa5; cursor: auto; }
@media print { main { display: block; height: auto; } .wrap { overflow: visible; } .note div { display: block; -webkit-line-clamp: none; line-clamp: none; } }
.conformant { color: #0a6b2d; } .passed-the-selection { color: #7d4e00; } .not-conformant { color: #a11; } .did-not-load, .over-budget, .kit-error { color: #8a4b00; }
.tally .zero { color: #555; } .tally span:not(.zero) { font-weight: 600; }
.v span { display: inline-block; padding: 0 .4rem; border-radius: .8rem; border: 1px solid; font-size: 13px; font-weight: 600; }
.v.conformant span { background: #e6f4ea; } .v.passed-the-selection span { background: #fff4d6; } .v.not-conformant span { background: #fdecea; }
.v.did-not-load span, .v.over-budget span, .v.kit-error span { background: #8a4b00; border-color: #8a4b00; color: #fff; }
.v span::before { content: "✗ "; content: "✗ " / ""; } .v.conformant span::before { content: "✓ "; content: "✓ " / ""; }
.v.passed-the-selection span::before { content: "◐ "; content: "◐ " / ""; }
.v.did-not-load span::before, .v.over-budget span::before, .v.kit-error span::before { content: "! "; content: "! " / ""; }
td.zero { color: #767676; }
td.full, .legend .full { background: #e8f5ec; } td.short, .legend .short { background: #fdecea; } td.held, .legend .held { background: #fff4d6; }
.legend { font-size: 12px; color: #444; } .legend span { padding: .1rem .4rem; }
small { color: #555; }
small.earlier { background: #fff4d6; color: #6b4400; padding: 0 .3rem; }
.stopped { background: #fff4d6; border-left: 4px solid #b7791f; padding: .5rem .8rem; max-width: 60rem; }
</style></head><body><main>
<h1>Scoreboard</h1>
${stopped ? `<p class="stopped" role="alert">${escapeHtml(stoppedText(stopped))}</p>\n` : ''}<p class="tally">${rows.length} submission(s)${profiles.length === 1 ? `, profile ${escapeHtml(profiles[0]!)}` : ''}, graded <time datetime="${escapeHtml(generatedAt)}">${escapeHtml(shownTime(generatedAt))}</time>${escapeHtml(fromBeforeText(rows, startedAt, 'marked "from before"'))}${escapeHtml(otherOptionsText(rows, passOn, 'marked "options"'))}: ${tally}.</p>
${legend}<div class="wrap" tabindex="0" role="region" aria-label="Scores"><table id="scores"><thead><tr>${heading.map((h, i) => `<th scope="col"${i === 0 ? ' aria-sort="ascending"' : ''}><button type="button">${escapeHtml(h)}</button></th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody></table></div>
</main>
<script>
for (const [column, th] of document.querySelectorAll('#scores thead th').entries()) {
  th.querySelector('button').addEventListener('click', () => {
    const order = th.getAttribute('aria-sort') === 'ascending' ? 'descending' : 'ascending';
    document.querySelectorAll('#scores thead th').forEach((other) => other.removeAttribute('aria-sort'));
    th.setAttribute('aria-sort', order);
    const key = (row) => { const cell = row.cells[column]; return cell.dataset.n !== undefined ? Number(cell.dataset.n) : (cell.dataset.s ?? cell.textContent).trim(); };
    const tbody = document.querySelector('#scores tbody');
    const rows = [...tbody.rows].sort((a, b) => { const x = key(a), y = key(b); return (typeof x === 'number' ? x - y : x.localeCompare(y)) * (order === 'ascending' ? 1 : -1); });
    tbody.append(...rows);
  });
}
</script>
</body></html>
`;
}

/** Write scoreboard.csv, scoreboard.json, scoreboard.md and (unless told not to) scoreboard.html into a folder. */
export function writeScoreboard(
  dir: string,
  rows: ScoreboardRow[],
  options: { html: boolean; shard?: Scoreboard['shard']; graded?: string[]; stopped?: Stopped; startedAt?: string; settings?: GradingSettings },
): Scoreboard {
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name));
  const board: Scoreboard = {
    kit: 'todo-kit grade',
    generatedAt: new Date().toISOString(),
    ...(options.startedAt && { startedAt: options.startedAt }),
    ...(options.shard && { shard: options.shard }),
    ...(options.graded && { graded: options.graded }),
    ...(options.settings && { settings: options.settings }),
    ...(options.stopped && { stopped: options.stopped }),
    rows: sorted,
  };
  // Each file written aside, then renamed: a kit killed while it writes leaves the file before or after, never half.
  const write = (file: string, text: string) => {
    const aside = join(dir, `.${file}.${process.pid}.tmp`);
    writeFileSync(aside, text);
    renameSync(aside, join(dir, file));
  };
  write(SCOREBOARD_FILES.json, `${JSON.stringify(board, null, 2)}\n`);
  write(SCOREBOARD_FILES.csv, renderCsv(sorted));
  const context = { stopped: options.stopped, startedAt: options.startedAt, passOn: options.settings && judgedWith(options.settings) };
  write(SCOREBOARD_FILES.markdown, renderMarkdown(sorted, context));
  if (options.html) write(SCOREBOARD_FILES.html, renderHtml(sorted, board.generatedAt, context));
  return board;
}

/** The scoreboard todo-kit grade wrote in a folder (its scoreboard.json says so), not merely a file of that name; else none. */
export function scoreboardIn(dir: string): Scoreboard | undefined {
  try {
    return readScoreboard(dir);
  } catch {
    return undefined;
  }
}

/**
 * Why a folder given to --merge has no scoreboard: it does not exist (a shell pattern that matched nothing stays as
 * typed: no shard's artifact downloaded), it holds reports as a grading stopped before the end leaves them (a shard
 * cancelled, or past its time limit, writes no scoreboard), or it is not a grading's --out.
 */
function whyNoScoreboard(dir: string): string {
  if (!existsSync(dir)) return `does not exist${/[*?[]/.test(dir) ? " (a pattern that matched nothing: were the shards' folders, or artifacts, there?)" : ''}`;
  const reports = readdirSync(dir, { withFileTypes: true }).some((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'outcomes.json')));
  return reports
    ? `has reports but no ${SCOREBOARD_FILES.json}: a grading stopped before the end writes none (a shard cancelled, or past its time limit); if it is one, grade it again, then merge.`
    : `has no ${SCOREBOARD_FILES.json} (is it the --out folder of a todo-kit grade run?)`;
}

/** A scoreboard.json written by todo-kit grade, or a clear reason why the file is not one. */
export function readScoreboard(dir: string): Scoreboard {
  const file = join(dir, SCOREBOARD_FILES.json);
  if (!existsSync(file)) throw new Error(`${dir} ${whyNoScoreboard(dir)}`);
  let board: Scoreboard;
  try {
    board = JSON.parse(readFileSync(file, 'utf8')) as Scoreboard;
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (board?.kit !== 'todo-kit grade' || !Array.isArray(board.rows)) throw new Error(`${file} is not a todo-kit grade scoreboard`);
  if (board.startedAt !== undefined && !isTime(board.startedAt)) throw new Error(`${file} is not a scoreboard the kit wrote: its startedAt is not a time`);
  // A scoreboard read back is the kit's own only if each row is as the kit writes it: --merge copies its rows into
  // an HTML page, and a shard's scoreboard.json edited (or made up) could carry markup in a count or a verdict.
  board.rows.forEach((row, i) => {
    const wrong = wrongInRow(row);
    if (wrong) throw new Error(`${file} is not a scoreboard the kit wrote: row ${i + 1} ${wrong}`);
  });
  // Settings not as a grading writes them (edited by hand) are not trusted with the rows' options: read as none, as
  // an older kit's scoreboard has none (a grading into it stopped on "settings.passOn is not iterable": review 127).
  if (board.settings !== undefined && !wellFormedSettings(board.settings)) delete board.settings;
  return board;
}

function wellFormedSettings(settings: GradingSettings): boolean {
  const { passOn, budget } = settings ?? {};
  return Array.isArray(passOn) && passOn.every((option) => typeof option === 'string') && isCount(budget);
}

const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
/** A time as the kit writes one: ISO 8601 in UTC (Date's toISOString). */
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);

/** What in a row read back the kit would not have written, or undefined. */
function wrongInRow(row: ScoreboardRow): string | undefined {
  if (typeof row !== 'object' || row === null) return 'is not an object';
  if (typeof row.name !== 'string' || typeof row.reports !== 'string') return 'has no name or reports folder';
  if (row.options !== undefined && !(Array.isArray(row.options) && row.options.every((option) => typeof option === 'string')))
    return 'has options that are not texts';
  if (!VERDICTS.includes(row.verdict)) return `has the verdict ${JSON.stringify(row.verdict)}, none of ${VERDICTS.join(', ')}`;
  if (typeof row.counts !== 'object' || row.counts === null || !Object.values(row.counts).every(isCount)) return 'has counts that are not numbers';
  if (row.score !== undefined && row.score !== null && !isCount(row.score)) return 'has a score that is not a number';
  if (row.seconds !== undefined && !isCount(row.seconds)) return 'has seconds that are not a number';
  if (row.gradedAt !== undefined && !isTime(row.gradedAt)) return 'has a gradedAt that is not a time';
  const concepts = typeof row.concepts === 'object' && row.concepts !== null ? Object.values(row.concepts) : [undefined];
  if (!concepts.every((score) => typeof score === 'object' && score !== null && Object.values(score).every(isCount)))
    return 'has concept scores that are not numbers';
  return undefined;
}
