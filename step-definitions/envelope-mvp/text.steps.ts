/** `text`, the user's view (design 5 and 7). */
import { Then } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import type { EnvelopeWorld, Json } from './world';

const OPENING = '--- TODO UPDATE ---';
const CLOSING = '-------------------';
const KNOWN_MARKERS = ['[▶]', '[ ]', '[~]'];

function textOf(world: EnvelopeWorld): string {
  const text = world.success().text;
  if (typeof text === 'string') return text;
  fail({
    requirements: world.reqs('ENV-TEXT.1'),
    summary: '`text` is not a string',
    call: world.callOf(world.last),
    actual: text,
    hint: 'design 7: `text` is the task list shown to the user, a string.',
  });
}

const linesOf = (text: string) => text.split(/\r?\n/);

Then('the text holds the task list block', function (this: EnvelopeWorld) {
  const lines = linesOf(textOf(this));
  const open = lines.indexOf(OPENING);
  if (open >= 0 && lines.indexOf(CLOSING, open + 1) > open) return;
  fail({
    requirements: this.reqs('ENV-TEXT.1'),
    summary: `the text does not hold the block of design 7 (a line "${OPENING}" … a line "${CLOSING}")`,
    call: this.callOf(this.last),
    actual: this.last.answer && (this.last.answer as Json).text,
    hint: 'design 7: 工具在 text 字段中输出简洁任务清单 — the user sees the list in `text`; a count line alone is not enough.',
  });
});

Then('the text holds the lines:', function (this: EnvelopeWorld, block: string) {
  const text = textOf(this);
  const wanted = linesOf(block);
  const lines = linesOf(text);
  const at = lines.findIndex((_, i) => wanted.every((line, j) => lines[i + j] === line));
  if (at >= 0) return;
  fail({
    requirements: this.reqs(block.includes(OPENING) ? 'ENV-UI.1' : 'ENV-TEXT.1'),
    summary: 'the text does not hold these lines, one after the other',
    call: this.callOf(this.last),
    expected: block,
    actual: text,
    hint: block.includes(OPENING)
      ? `design 7: "${OPENING}", then "<marker> <content>" per todo in list order ([▶] in_progress, [ ] pending, [~] cancelled), then "${CLOSING}" (19 dashes).`
      : 'design 5\'s example: the count line, "Updated todos: " then "{n} {status}" for each status with a todo (in_progress, pending, completed, cancelled), joined by ", ", ending with ".", on a line of its own beside the block.',
  });
});

Then('the text shows {string} with a marker of its own for completed', function (this: EnvelopeWorld, content: string) {
  const text = textOf(this);
  // A marker is one symbol in brackets; an emoji with its variation selector (✔️) is two code points.
  const line = linesOf(text).find((l) => /^\[[^\]]{1,2}\] /u.test(l) && l.slice(l.indexOf(']') + 2) === content);
  const marker = line?.slice(0, line.indexOf(']') + 1);
  if (marker && !KNOWN_MARKERS.includes(marker)) return;
  fail({
    requirements: this.reqs('ENV-UI.2'),
    summary: line ? `the completed todo is shown with ${marker}, a marker that means another status` : `no line "[<marker>] ${content}" in the text`,
    call: this.callOf(this.last),
    actual: text,
    hint: 'design 7 shows [▶] in progress, [ ] pending, [~] cancelled; a completed todo needs a marker of its own, e.g. [x] or [✓].',
  });
});
