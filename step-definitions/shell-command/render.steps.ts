/**
 * The terminal renderer: renderTodos(items) draws the "Tasks" box. The kit compares the text with the ANSI colour
 * codes stripped, so that any colour library (or none) passes; the colours are judged only by @strict scenarios.
 */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { inTheirLanguage } from '../common/their-language';
import { describeValue } from '../../harness/wire';
import { cite, stripAnsi } from './checks';
import { todosOf, type ShellCommandWorld as World } from './world';

When('the list is rendered with renderTodos:', async function (this: World, table: DataTable) {
  const items = todosOf(table);
  this.rendered = { items, text: await this.implementation.request('render', { items }, 'renderTodos(items)') };
});

/** The box's lines (colours kept), or a failure when renderTodos gave no text. */
function boxLines(world: World): string[] {
  const text = world.rendered?.text;
  if (typeof text !== 'string' || text.trim() === '') {
    fail({
      requirements: cite(world, 'SC-RENDER.1'),
      summary: `renderTodos(items) returned ${text === null || text === undefined ? 'nothing' : describeValue(text)}, not the box as text`,
      actual: text,
      hint:
        text === null || text === undefined
          ? 'a renderer that prints the box (console.log) returns nothing: build the lines, return them joined with "\\n", and let the caller print.'
          : 'return the box as one string (lines joined with "\\n"); the caller prints it.',
    });
  }
  return text.replace(/\n+$/, '').split('\n');
}

Then('the box is titled {string}', function (this: World, title: string) {
  const lines = boxLines(this).map(stripAnsi);
  const top = lines[0] ?? '';
  const bottom = lines[lines.length - 1] ?? '';
  if (!new RegExp(`^┌─ ${title} ─*┐$`).test(top.trimEnd()) || !/^└─+┘$/.test(bottom.trimEnd())) {
    fail({
      requirements: cite(this, 'SC-RENDER.1'),
      summary: `the box is not drawn as the design's "${title}" box`,
      expected: `┌─ ${title} ───…┐\n│ … │\n└───…┘`,
      actual: lines.join('\n'),
      ...NO_BOX,
    });
  }
});

/** No box, or not the design's: one mistake, whichever check meets it (its title, its lines). */
const NO_BOX = {
  hint: 'the design draws a box: a top line ┌─ Tasks ─…┐, one line │ icon text │ per item in list order, a bottom line └─…┘.',
  cause: 'no-tasks-box',
};

Then('the box shows, in order:', function (this: World, table: DataTable) {
  const lines = boxLines(this).map(stripAnsi);
  const body = lines.slice(1, -1);
  const expected = table.hashes().map((row) => ({ icon: row.icon!, text: row.text! }));
  // No line drawn in the box at all: the box is what is missing, not one item's line.
  if (!body.some((line) => line.startsWith('│'))) {
    fail({
      requirements: cite(this, 'SC-RENDER.1'),
      summary: 'renderTodos drew no "Tasks" box: no line between a top and a bottom line begins with "│"',
      expected: ['┌─ Tasks …┐', ...expected.map((x) => `│ ${x.icon} ${x.text} … │`), '└…┘'].join('\n'),
      actual: lines.join('\n'),
      diff: [],
      ...NO_BOX,
    });
  }
  // A task in progress may end with "..." as the design's drawing shows ("● Writing implementation...").
  const matches = (line: string | undefined, e: { icon: string; text: string }) => {
    const m = /^│ (.*?)\s*│$/.exec((line ?? '').trimEnd());
    if (!m) return false;
    const inner = m[1]!.trimEnd();
    return inner === `${e.icon} ${e.text}` || (e.icon === '●' && inner === `${e.icon} ${e.text}...`);
  };
  const wrong = expected.findIndex((e, i) => !matches(body[i], e));
  if (wrong >= 0 || body.length !== expected.length) {
    const index = wrong >= 0 ? wrong : Math.min(body.length, expected.length);
    const e = expected[index];
    const item = this.rendered?.items[index];
    const rule = e?.icon === '✓' ? 'SC-RENDER.2' : e?.icon === '●' ? 'SC-RENDER.3' : e?.icon === '○' ? 'SC-RENDER.4' : 'SC-RENDER.1';
    const showsContent = e?.icon === '●' && item !== undefined && (body[index] ?? '').includes(item.content);
    fail({
      requirements: cite(this, rule, 'SC-RENDER.1'),
      summary: `line ${index + 2} of the box is not ${e ? JSON.stringify(`│ ${e.icon} ${e.text} … │`) : 'the bottom of the box'}`,
      expected: ['┌─ Tasks …┐', ...expected.map((x) => `│ ${x.icon} ${x.text}${x.icon === '●' ? '[...]' : ''} … │`), '└…┘'].join('\n'),
      actual: lines.join('\n'),
      diff: [
        `line ${index + 2}: expected ${e ? JSON.stringify(`│ ${e.icon} ${e.text}${e.icon === '●' ? '[...]' : ''} … │`) : 'the bottom line'}, got ${JSON.stringify(body[index] ?? lines[index + 1] ?? 'nothing')}`,
      ],
      hint: showsContent
        ? `the task in progress shows its activeForm (${JSON.stringify(item!.activeForm)}), not its content (${JSON.stringify(item!.content)}): it says what is being done now.`
        : 'one line per item, in list order: ✓ and the content when completed, ● and the activeForm in progress, ○ and the content when pending.',
      // One mistake wherever the box shows it: its lines and values differ from one scenario to the next.
      ...(showsContent && { cause: 'render-in-progress-content' }),
    });
  }
});

Then('every line of the box has the same width', function (this: World) {
  const lines = boxLines(this).map(stripAnsi);
  const widths = lines.map((line) => [...line].length);
  if (new Set(widths).size !== 1) {
    // No box drawn at all (no top line, no line inside borders): the box is what is missing, not its padding.
    const noBox = !/^┌/.test(lines[0] ?? '') && !lines.some((line) => line.startsWith('│'));
    fail({
      requirements: cite(this, 'SC-RENDER.1'),
      summary: `the box is not aligned: its lines are ${widths.join(', ')} characters wide`,
      actual: lines.join('\n'),
      ...(noBox ? NO_BOX : { hint: 'pad each line to the widest one, measured without the colour codes, before the right border.' }),
    });
  }
});

/** The rule each colour belongs to: the icon legend gives each status its colour. */
const COLOUR_RULE: Record<string, string> = { grey: 'SC-RENDER.2', yellow: 'SC-RENDER.3', dim: 'SC-RENDER.4' };

const COLOURS: Record<string, RegExp> = {
  grey: /\x1b\[(?:[0-9;]*;)?(?:90|2|37)(?:;[0-9;]*)?m/,
  yellow: /\x1b\[(?:[0-9;]*;)?(?:33|93)(?:;[0-9;]*)?m/,
  dim: /\x1b\[(?:[0-9;]*;)?(?:2|90)(?:;[0-9;]*)?m/,
};

Then('the line of {string} is coloured {word}', function (this: World, text: string, colour: string) {
  const line = boxLines(this).find((l) => stripAnsi(l).includes(text));
  const pattern = COLOURS[colour];
  if (!pattern) throw new Error(`kit error: no colour ${colour}`);
  if (!line || !pattern.test(line)) {
    fail({
      requirements: cite(this, COLOUR_RULE[colour]!),
      summary: `the line of ${JSON.stringify(text)} is not ${colour}`,
      expected: `an ANSI ${colour} code (${pattern.source})`,
      actual: line ?? 'no such line',
      diff: [], // the expected side is a description, not a text to compare character by character
      // No colour anywhere in the box: a colour library that turned itself off, as chalk, picocolors and kleur do
      // when stdout is not a terminal (the module host's is a pipe, as an agent's output often is).
      hint: boxLines(this).some((l) => /\x1b\[/.test(l))
        ? undefined
        : inTheirLanguage({
            javascript:
              'the box has no colour code at all: write the ANSI codes ("\\x1b[90m" … "\\x1b[0m" for grey). A colour library (chalk, picocolors, kleur) turns colours off when stdout is not a terminal, as here and in an agent whose output is piped: force it on for the renderer (chalk: new Chalk({ level: 1 })).',
            python:
              'the box has no colour code at all: write the ANSI codes ("\\033[90m" … "\\033[0m" for grey). A colour library may turn colours off when stdout is not a terminal, as here and in an agent whose output is piped: force it on for the renderer.',
          }),
    });
  }
});
