/**
 * A grading process parses its profile's features once. Cucumber parses every feature file afresh on each run, and
 * a grading process makes one run per submission, of the same files: the same text gives the same documents and
 * pickles, so the messages gherkin made for a file the first time are handed out again (they are read, never
 * changed, by what comes after). A file whose text changed is parsed again: the text is part of the key.
 *
 * Installed by cli/grade-worker.ts, and by a single run whose selection the user narrowed (--only, --tags): that
 * one parses every feature twice, once to refuse a selection that matches nothing and once to run (run-once.ts). A
 * plain single run parses each file once anyway. If cucumber's gherkin stream is not where it was, nothing is
 * replaced and parsing works as before.
 */
import { dirname, join } from 'node:path';
import { CUCUMBER_LIB } from './cucumber-files';

interface Envelope {
  source?: { uri: string; data: string; mediaType: string };
}

type Transform = (this: ParserStream, envelope: Envelope, encoding: string, callback: (error?: Error | null) => void) => void;

interface ParserStream {
  options: Record<string, unknown>;
  push(message: unknown): boolean;
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
  } catch {
    return;
  }
  const parse = prototype._transform;
  const parsed = new Map<string, unknown[]>();
  prototype._transform = function (envelope, encoding, callback) {
    if (!envelope.source) return parse.call(this, envelope, encoding, callback);
    const { newId: _newId, ...options } = this.options; // the ids were made once; the other options shape the messages
    const key = JSON.stringify([envelope.source.uri, envelope.source.mediaType, options, envelope.source.data]);
    const known = parsed.get(key);
    if (known) {
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
      if (!error) parsed.set(key, made);
      callback(error);
    });
  };
}
