/**
 * Every run parses its profile's features once, however many runs came before. Cucumber parses every feature file
 * afresh on each run, and every run of a profile parses the same files: the same text gives the same documents and
 * pickles, so the messages gherkin made for a file are handed out again (they are read, never changed, by what comes
 * after). A file whose text changed is parsed again: the text is part of the key.
 *
 * Two layers. In a process: a grading process makes one run per submission, and a narrowed single run (--only,
 * --tags) parses once to refuse a selection that matches nothing and once to run (run-once.ts); both get the very
 * objects of the first parse. Across processes: the messages are kept as JSON in the kit's cache folder
 * (node_modules/.cache/todo-kit/gherkin; TODO_KIT_NO_TRANSFORM_CACHE=1 turns it off, as it does the others), so a
 * run reads what an earlier one parsed. Parsing todo-list-v2's features took 27 ms of a run on the README's machine,
 * reading them back 4. Their ids are the uuids of the parse that made them, unique as cucumber's own are.
 *
 * Installed by cli/run-once.ts for every run. If cucumber's gherkin stream is not where it was, nothing is replaced
 * and parsing works as before; a cache entry that cannot be read, or is not what a parse of its file gives, is
 * parsed again.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { entryPrefix, hash, kitCacheFolder, replaceCacheEntry } from '../harness/register-typescript';
import { CUCUMBER_LIB } from './cucumber-files';

interface Envelope {
  source?: { uri: string; data: string; mediaType: string };
}

type Transform = (this: ParserStream, envelope: Envelope, encoding: string, callback: (error?: Error | null) => void) => void;

interface ParserStream {
  options: Record<string, unknown>;
  push(message: unknown): boolean;
}

/** Where parsed features are kept across processes (undefined: nowhere). Tests point it at a folder of their own. */
let diskCache = kitCacheFolder('gherkin');
/** Gherkin's version is part of every entry's name: another parser may make other messages of the same text. */
let parserVersion = '';
/** And the entries' own format: a kit that keeps them otherwise changes this, and reads none of the older ones. */
const ENTRY_FORMAT = 'messages-1';

/** The messages of each key this process has parsed or read: a grading process's runs get the very same objects. */
const parsed = new Map<string, unknown[]>();

/** Keep parsed features in `folder` (undefined: nowhere), and forget those of this process, as a new process would. */
export function useGherkinDiskCache(folder: string | undefined): void {
  diskCache = folder;
  parsed.clear();
}

/** The messages of an earlier parse of exactly this key, or undefined. */
function readEntry(uri: string, data: string, key: string): unknown[] | undefined {
  if (!diskCache) return undefined;
  try {
    const messages = JSON.parse(readFileSync(join(diskCache, entryName(uri, key)), 'utf8')) as unknown;
    return isParseOf(messages, uri, data) ? messages : undefined;
  } catch {
    return undefined; // not there yet, or not readable: parse
  }
}

/**
 * Whether `messages` are what a parse of `data` as `uri` gives: its source first, then the document or the parse
 * errors, and every message an object. Anything else (an entry of another format, written by hand) is parsed again.
 */
function isParseOf(messages: unknown, uri: string, data: string): messages is unknown[] {
  if (!Array.isArray(messages) || messages.length < 2 || !messages.every((m) => typeof m === 'object' && m !== null && !Array.isArray(m))) return false;
  const [first, ...rest] = messages as { source?: { uri?: unknown; data?: unknown }; gherkinDocument?: { uri?: unknown }; parseError?: unknown }[];
  return (
    first!.source?.uri === uri &&
    first!.source.data === data &&
    rest.some((m) => (m.gherkinDocument !== undefined && m.gherkinDocument.uri === uri) || m.parseError !== undefined)
  );
}

/** One entry per feature file (its uri says which, so a newer text replaces the older), named by everything else. */
function entryName(uri: string, key: string): string {
  return `${entryPrefix(uri)}${hash(`${ENTRY_FORMAT}\0${parserVersion}\0${key}`)}.json`;
}

function writeEntry(uri: string, key: string, messages: unknown[]): void {
  if (diskCache) replaceCacheEntry(diskCache, entryPrefix(uri), entryName(uri, key), JSON.stringify(messages));
}

let installed = false;

export function cacheGherkinParsing(): void {
  if (installed) return;
  installed = true;
  if (!CUCUMBER_LIB) return;
  let prototype: { _transform: Transform };
  try {
    const streams = dirname(require.resolve('@cucumber/gherkin-streams', { paths: [CUCUMBER_LIB] }));
    prototype = (require(join(streams, 'ParserMessageStream.js')) as { default: { prototype: { _transform: Transform } } }).default.prototype;
    const gherkin = dirname(require.resolve('@cucumber/gherkin/package.json', { paths: [streams] }));
    parserVersion = (JSON.parse(readFileSync(join(gherkin, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return;
  }
  const parse = prototype._transform;
  prototype._transform = function (envelope, encoding, callback) {
    if (!envelope.source) return parse.call(this, envelope, encoding, callback);
    const { newId: _newId, ...options } = this.options; // the ids were made once; the other options shape the messages
    const { uri, mediaType, data } = envelope.source;
    const key = JSON.stringify([uri, mediaType, options, data]);
    const known = parsed.get(key) ?? readEntry(uri, data, key);
    if (known) {
      parsed.set(key, known);
      for (const message of known) this.push(message);
      return callback();
    }
    const made: unknown[] = [];
    const push = this.push;
    this.push = (message: unknown) => {
      made.push(message);
      return push.call(this, message);
    };
    parse.call(this, envelope, encoding, (error) => {
      this.push = push;
      if (!error) {
        parsed.set(key, made);
        writeEntry(uri, key, made);
      }
      callback(error);
    });
  };
}
