/**
 * TodoManager.update and render (document section 3), through the protocol methods `update` and `render`.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { shortJson } from '../../harness/safe-text';
import { parseJson } from '../common/values';
import {
  diagnoseRender,
  expectRaised,
  expectReturned,
  expectText,
  foreignField,
  isDocumentCheckInAnyWords,
  RUNTIME_ERROR,
  renderModel,
  requirementsFor,
  updateReturnsNoText,
  whatValueIs,
} from './text-checks';
import { pendingItems, type Item, type MiniClaudeCodeWorld as World } from './world';
import { selfName } from './hints';
import { probeFieldAlone } from './field-probe';

function itemsOf(json: string): unknown {
  return parseJson(json, 'the items');
}

function lastUpdate(world: World) {
  if (!world.lastUpdate) throw new Error('kit error: no update was made in this scenario before this step');
  return world.lastUpdate;
}

// ---- preconditions ---------------------------------------------------------------------------------------------

/**
 * A list the scenario needs in place. It must be accepted, and what update answers must show its items:
 * otherwise what follows would judge nothing, so the scenario fails here, naming the precondition.
 */
Given('the list was written with:', async function (this: World, json: string) {
  const items = itemsOf(json) as Item[];
  const record = await this.update(items);
  const o = record.outcome;
  const shown = 'returned' in o && typeof o.returned === 'string' && items.every((item) => (o.returned as string).includes(String(item.content).trim()));
  if (!shown) {
    const told =
      'raised' in o
        ? `raised "${o.raised.message}"`
        : typeof o.returned === 'string'
          ? 'did not answer a text that shows its items'
          : `returned ${whatValueIs(o.returned)}`;
    const noText = 'returned' in o && typeof o.returned !== 'string' ? updateReturnsNoText() : undefined;
    fail({
      // A list refused, or a text without its items: the write (MCC-UPD.11); no text at all: what update returns (MCC-UPD.13).
      requirements: 'returned' in o && typeof o.returned !== 'string' ? ['MCC-UPD.13', 'MCC-UPD.11'] : ['MCC-UPD.11', 'MCC-UPD.13'],
      summary: `precondition failed: the scenario's list could not be written (${record.call} ${told})`,
      expected: 'the rendered list of those items',
      actual: 'raised' in o ? o.raised : o.returned,
      diff: [],
      ...('raised' in o && foreignField(o.raised.message)),
      ...(noText && { hint: noText.hint, cause: noText.cause }),
    });
  }
  this.writtenText = o.returned as string;
});

// ---- calls -----------------------------------------------------------------------------------------------------

When('update is given:', async function (this: World, json: string) {
  await this.update(itemsOf(json));
});

When(/^update is given (\[.*\])$/, async function (this: World, json: string) {
  await this.update(itemsOf(json));
});

When('update is given {int} pending items {string} to {string}', async function (this: World, count: number, _first: string, _last: string) {
  await this.update(pendingItems(count));
});

/** A text of `length` characters, digits after the words, so that a text cut short shows where. */
const longText = (words: string, length: number): string => `${words} ${'0123456789'.repeat(Math.ceil(length / 10))}`.slice(0, length);

When('update is given an in_progress item whose content and activeForm are {int} characters long', async function (this: World, length: number) {
  await this.update([{ content: longText('Write the parser', length), status: 'in_progress', activeForm: longText('Writing the parser', length) }]);
});

When(
  /^update is given (\d+) pending items "Task 1" to "Task \d+", except item (\d+): (\{.*\})$/,
  async function (this: World, count: string, index: string, json: string) {
    const items: unknown[] = pendingItems(Number(count));
    items[Number(index)] = parseJson(json, 'the item');
    await this.update(items);
  },
);

When(
  /^update is given (\d+) pending items "Task 1" to "Task \d+", except items (\d+) and (\d+) are in_progress$/,
  async function (this: World, count: string, a: string, b: string) {
    const items = pendingItems(Number(count));
    for (const i of [Number(a), Number(b)]) items[i]!.status = 'in_progress';
    await this.update(items);
  },
);

// ---- what update answered --------------------------------------------------------------------------------------

Then('update returns:', function (this: World, text: string) {
  expectReturned(lastUpdate(this), text, this.requirements);
});

Then('update returns {string}', function (this: World, text: string) {
  expectReturned(lastUpdate(this), text, this.requirements);
});

Then('update returns those {int} items rendered, ending with {string}', function (this: World, count: number, footer: string) {
  const expected = renderModel(pendingItems(count));
  if (!expected.endsWith(footer)) throw new Error(`kit error: the rendering of ${count} pending items does not end with ${footer}`);
  expectReturned(lastUpdate(this), expected, this.requirements);
});

/** The render of the items the scenario's last update was given, as the document draws them. */
function renderOfGiven(world: World): string {
  return renderModel(lastUpdate(world).input as Array<Record<string, unknown>>);
}

Then('update returns that item whole, rendered', function (this: World) {
  expectReturned(lastUpdate(this), renderOfGiven(this), this.requirements);
});

Then('update raises {string}', async function (this: World, message: string) {
  const record = lastUpdate(this);
  const o = record.outcome;
  // A runtime error (a KeyError for the field) read the field as something else than "": sent alone, it raises again,
  // which tells nothing. Any other refusal (a check of the document's, or one in words of its own) is probed.
  const probed = 'raised' in o && (isDocumentCheckInAnyWords(o.raised.message) || !RUNTIME_ERROR.test(String(o.raised.name)));
  expectRaised(record, message, this.requirements, probed ? await probeFieldAlone(this, message, record.input, o.raised.message) : undefined);
});

// A scenario about the state after a refusal: that update refused is what it needs; the words of the refusal are
// the message scenarios' (MCC02, MCC03), so a message in other words does not hide whether the list stayed.
Then('update refuses the list \\(the document says {string})', function (this: World, message: string) {
  const record = lastUpdate(this);
  if ('raised' in record.outcome) return;
  expectRaised(record, message, this.requirements);
});

Then('update returns exactly what render\\(\\) returns next', async function (this: World) {
  const record = lastUpdate(this);
  const o = record.outcome;
  const items = (Array.isArray(record.input) ? record.input : []) as Item[];
  const shown =
    'returned' in o &&
    typeof o.returned === 'string' &&
    items.length > 0 &&
    items.every((item) => (o.returned as string).includes(String(item.content).trim()));
  if (!shown) {
    fail({
      requirements: ['MCC-UPD.13'],
      summary: `precondition failed: ${record.call} did not return the rendered list`,
      actual: o,
      diff: [],
      ...('raised' in o && foreignField(o.raised.message)),
      ...('returned' in o && typeof o.returned !== 'string' && { hint: updateReturnsNoText().hint, cause: updateReturnsNoText().cause }),
    });
  }
  const rendered = await this.render();
  if (rendered === o.returned) return;
  fail({
    requirements: ['MCC-UPD.13'],
    summary: 'update returned another text than render() gives for the same list',
    expected: rendered,
    actual: o.returned,
    hint: `end update with \`return ${selfName()}.render()\`: one function renders the list, for both.`,
  });
});

// ---- render ----------------------------------------------------------------------------------------------------

async function expectRender(world: World, expected: string): Promise<void> {
  expectText('render()', await world.render(), expected, world.requirements);
}

Then('render\\(\\) returns:', async function (this: World, text: string) {
  await expectRender(this, text);
});

Then('render\\(\\) returns {string}', async function (this: World, text: string) {
  await expectRender(this, text);
});

Then('render\\(\\) returns that item whole too', async function (this: World) {
  await expectRender(this, renderOfGiven(this));
});

Then('render\\(\\) still returns:', async function (this: World, text: string) {
  const before = this.lastUpdate ? ` (after ${this.lastUpdate.call} was refused)` : '';
  const rendered = await this.render();
  if (rendered === text) return;
  // The list as update rendered it when it was written: the list has not changed, it is rendered otherwise.
  const unchanged = typeof rendered === 'string' && rendered === this.writtenText;
  if (typeof rendered === 'string' && (unchanged || diagnoseRender(text, rendered).requirement)) {
    // A render fault, not a change: charged to the render rules, whatever rule the scenario checks.
    expectText('render()', rendered, text, unchanged ? ['MCC-RND.2', 'MCC-RND.3', ...this.requirements] : this.requirements);
  }
  fail({
    requirements: ['MCC-UPD.12', ...this.requirements.filter((r) => r !== 'MCC-UPD.12')],
    summary: `the list changed${before}: a refused update must leave it as it was`,
    expected: text,
    actual: rendered,
    hint: `assign the list only after every check has passed (${selfName()}.items = validated comes last); never write items one by one while checking them.`,
    cause: 'refused-update-changed-the-list', // whichever list, whichever refusal
  });
});

Then('the last line of render\\(\\) is {string}', async function (this: World, footer: string) {
  const rendered = await this.render();
  const last = typeof rendered === 'string' ? rendered.split('\n').at(-1) : rendered;
  if (last === footer) return;
  // A count line in the document's words with another number, or no such line at all (another format).
  const counted = /^\(\d+\/\d+ completed\)$/.test(String(last));
  fail({
    requirements: requirementsFor('', this.requirements, counted ? 'MCC-RND.4' : 'MCC-RND.3'),
    summary: counted ? `render() ends with another count than the document's` : `render() does not end with the document's count line`,
    expected: footer,
    actual: last,
    hint: counted
      ? 'only completed items count as completed, each of them: an in_progress item is not done yet, and two items with one content are two.'
      : `the last line is "({completed}/{total} completed)", after an empty line; render() of this list was ${shortJson(rendered)}`,
    ...(!counted && { cause: 'render-format' }),
  });
});
