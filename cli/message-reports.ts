/**
 * cucumber.ndjson and cucumber.html from the envelopes a run emits: the same bytes cucumber's `message` and `html`
 * formatters write (the NDJSON line of each envelope; the HTML formatter's own stream, fed the same envelopes in the
 * same order), each file written once, at the end of the run.
 *
 * Why not cucumber's own file formatters: they write each envelope as it comes (the HTML formatter twice: a comma,
 * then the JSON), and in a kit run the envelopes come one tick at a time, between round trips to the
 * implementation, so nothing batches: every piece became a write of its own on libuv's thread pool, about 4,000 a
 * run of todo-list-v2, some 40 ms of wall time and 100 ms of CPU (npm run bench, the kit's files against cucumber's).
 * A plain cucumber project emits its envelopes in bursts, and its writes batch by themselves.
 *
 * The envelopes are serialised, and fed to the HTML formatter, in the gaps of the run: each batch waits for the end
 * of its turn of the event loop (setImmediate), which comes while the kit waits for the implementation's answer,
 * instead of all at the end, where it would add to the run's time. The text is kept (a few MB at most: every value
 * in it is cut to size); cucumber does not change an envelope once it has emitted it.
 */
import type { Envelope } from '@cucumber/messages';
import { writeFileSync } from 'node:fs';
import type { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * The NDJSON line of each envelope that gherkin made: a grading process hands the same envelope objects out again at
 * every run of its profile (cli/gherkin-cache.ts), and no one changes them. Of these, the features' sources and
 * documents are the largest envelopes of a run: 3 ms of a one-scenario run's 29 ms of CPU in a grading process went
 * to serialising them again, for the same text every time.
 */
const parsedLines = new WeakMap<Envelope, string>();

function ndjsonLine(envelope: Envelope): string {
  const parsed = envelope.source !== undefined || envelope.gherkinDocument !== undefined || envelope.pickle !== undefined;
  let line = parsed ? parsedLines.get(envelope) : undefined;
  if (line === undefined) {
    line = `${JSON.stringify(envelope)}\n`;
    if (parsed) parsedLines.set(envelope, line);
  }
  return line;
}

export class MessageReports {
  private readonly lines: string[] = [];
  private readonly waiting: Envelope[] = [];
  private scheduled = false;
  private readonly html: { stream: Transform; chunks: string[]; error?: Error } | undefined;

  /** `html`: also make cucumber.html (the heaviest report, optional in bulk grading). */
  constructor(html: boolean) {
    if (!html) return;
    // Loaded here, not with the run: everything loaded before the implementation starts delays its start.
    const { CucumberHtmlStream } = require('@cucumber/html-formatter') as typeof import('@cucumber/html-formatter');
    this.html = { stream: new CucumberHtmlStream(), chunks: [] };
    const report = this.html;
    report.stream.on('data', (chunk: string) => report.chunks.push(chunk));
    // The formatter's own files missing, say: kept for write() to throw, rather than an uncaught error mid-run.
    report.stream.on('error', (error: Error) => (report.error ??= error));
  }

  add(envelope: Envelope): void {
    this.waiting.push(envelope);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.serialise());
  }

  private serialise(): void {
    this.scheduled = false;
    for (const envelope of this.waiting) {
      this.lines.push(ndjsonLine(envelope));
      this.html?.stream.write(envelope);
    }
    this.waiting.length = 0;
  }

  /** Write the NDJSON stream to `ndjsonPath` and, if this run makes it, cucumber's HTML report to `htmlPath`. */
  async write(ndjsonPath: string, htmlPath: string): Promise<void> {
    this.serialise();
    writeFileSync(ndjsonPath, this.lines.join(''));
    if (!this.html) return;
    if (this.html.error) throw this.html.error;
    this.html.stream.end();
    await finished(this.html.stream);
    writeFileSync(htmlPath, this.html.chunks.join(''));
  }
}
