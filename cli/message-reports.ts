/**
 * cucumber.ndjson and cucumber.html, written once at the end of a run from the envelopes the run emitted: the same
 * bytes cucumber's `message` and `html` formatters write (the NDJSON line of each envelope; the HTML formatter's own
 * stream, fed the same envelopes in the same order).
 *
 * Why not cucumber's own file formatters: they write each envelope as it comes (the HTML formatter twice: a comma,
 * then the JSON), and in a kit run the envelopes come one tick at a time, between round trips to the
 * implementation, so nothing batches: every piece became a write of its own on libuv's thread pool, about 4,000 a
 * run of todo-list-v2, some 40 ms of wall time and 100 ms of CPU (npm run bench, the kit's files against cucumber's).
 * A plain cucumber project emits its envelopes in bursts, and its writes batch by themselves.
 *
 * Each envelope is kept as its NDJSON line, serialised as it is emitted (as cucumber's message formatter does): text
 * costs the garbage collector less than the objects would, and a run's lines are a few MB at most (every value in
 * them is cut to size). The HTML formatter is fed them parsed back: JSON text of JSON data reads back to itself.
 */
import type { Envelope } from '@cucumber/messages';
import { writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';

export class MessageReports {
  private readonly lines: string[] = [];

  add(envelope: Envelope): void {
    this.lines.push(`${JSON.stringify(envelope)}\n`);
  }

  /** Write the NDJSON stream to `ndjsonPath` and, unless `htmlPath` is undefined, cucumber's HTML report. */
  async write(ndjsonPath: string, htmlPath: string | undefined): Promise<void> {
    writeFileSync(ndjsonPath, this.lines.join(''));
    if (htmlPath === undefined) return;
    // Loaded here, not with the run: everything loaded before the implementation starts delays its start.
    const { CucumberHtmlStream } = require('@cucumber/html-formatter') as typeof import('@cucumber/html-formatter');
    const html = new CucumberHtmlStream();
    const chunks: string[] = [];
    html.on('data', (chunk: string) => chunks.push(chunk));
    for (const line of this.lines) html.write(JSON.parse(line));
    html.end();
    await finished(html);
    writeFileSync(htmlPath, chunks.join(''));
  }
}
