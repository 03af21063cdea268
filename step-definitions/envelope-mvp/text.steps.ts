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
  // Design 5's count line (or any other line) may stand before the block: where the text has the block's opening
  // line, the block is compared with the text's own block, line by line, so that the difference shown (and the cause
  // it groups under) is in the block, not at the text's first character.
  const open = block.includes(OPENING) ? lines.indexOf(OPENING) : -1;
  const close = open >= 0 ? lines.indexOf(CLOSING, open + 1) : -1;
  const theirs = open >= 0 ? lines.slice(open, close > open ? close + 1 : open + wanted.length) : undefined;
  const line = theirs ? wanted.findIndex((wantedLine, i) => theirs[i] !== wantedLine) : -1;
  const marker = (text: string | undefined) => /^(\[[^\]]*\]) (.*)$/u.exec(text ?? '');
  const [want, got] = [marker(wanted[line]), marker(theirs?.[line])];
  // Only the marker differs, the content the same: name the marker the document gives that status.
  const wrongMarker = want && got && want[2] === got[2] && want[1] !== got[1] ? { want: want[1]!, got: got[1]! } : undefined;
  fail({
    requirements: this.reqs(wrongMarker ? 'ENV-UI.2' : block.includes(OPENING) ? 'ENV-UI.1' : 'ENV-TEXT.1'),
    summary: 'the text does not hold these lines, one after the other',
    call: this.callOf(this.last),
    expected: block,
    actual: theirs ? theirs.join('\n') : text,
    ...(theirs &&
      line >= 0 && {
        diff: [
          `line ${line + 1} of the block: expected ${JSON.stringify(wanted[line])}, got ${theirs[line] === undefined ? 'no line' : JSON.stringify(theirs[line])}${open > 0 ? ` (the ${open} line(s) before the block, where design 5's count line may stand, are not compared)` : ''}`,
        ],
      }),
    hint: wrongMarker
      ? `design 7's marker for ${MARKER_STATUS[wrongMarker.want] ?? 'this todo'} is ${wrongMarker.want}, not ${wrongMarker.got}: copy it from the document${wrongMarker.want === '[▶]' ? ' (▶ is U+25B6)' : ''}.`
      : block.includes(OPENING)
        ? `design 7: "${OPENING}", then "<marker> <content>" per todo in list order ([▶] in_progress, [ ] pending, [~] cancelled), then "${CLOSING}" (19 dashes).`
        : 'design 5\'s example: the count line, "Updated todos: " then "{n} {status}" for each status with a todo (in_progress, pending, completed, cancelled), joined by ", ", ending with ".", on a line of its own beside the block.',
    // One wrong marker is one mistake, whichever of the scenario's lists shows it.
    ...(wrongMarker && { cause: `wrong-marker:${wrongMarker.want}->${wrongMarker.got}` }),
  });
});

/** The status each of design 7's markers stands for. */
const MARKER_STATUS: Record<string, string> = { '[▶]': 'in_progress', '[ ]': 'pending', '[~]': 'cancelled' };

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
