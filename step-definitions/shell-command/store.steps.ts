/**
 * The TodoStore the command exposes: get (items and updatedAt), update, clear, and onChange listeners with their
 * unsubscribe function. The kit subscribes listeners of its own and reads back what each one received.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { inTheirLanguage } from '../common/their-language';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { cite } from './checks';
import { expectList } from './command.steps';
import { todosOf, type ShellCommandWorld as World, type WireState } from './world';

interface Subscribed {
  subscription: number;
  unsubscribeType: string;
  calledOnSubscribe: number;
}

const listenerNames = (text: string) =>
  text
    .split(/,\s*|\s+and\s+/)
    .map((n) => n.replace(/"/g, '').trim())
    .filter(Boolean);

Given(/^(?:a listener|listeners) ((?:"[^"]+"(?:, | and )?)+) subscribed to the store$/, async function (this: World, names: string) {
  for (const name of listenerNames(names)) {
    const answer = (await this.implementation.request('subscribe', {}, `store.onChange(listener ${name})`)) as Subscribed;
    this.listeners.set(name, answer.subscription);
    if (answer.unsubscribeType !== 'function') {
      fail({
        requirements: cite(this, 'SC-STORE.6'),
        summary: `store.onChange(listener) returned ${answer.unsubscribeType === 'undefined' ? 'nothing' : `a ${answer.unsubscribeType}`}, not an unsubscribe function`,
        expected: 'a function that removes the listener',
        actual: answer.unsubscribeType,
        hint: inTheirLanguage({
          javascript: 'return () => { this.listeners = this.listeners.filter((l) => l !== listener); }',
          python: 'return a function that takes the listener out again: def unsubscribe(): self.listeners.remove(listener)',
        }),
      });
    }
  }
});

When('listener {string} unsubscribes', async function (this: World, name: string) {
  await this.implementation.request('unsubscribe', { subscription: this.subscriptionOf(name) }, `the unsubscribe function of listener ${name}`);
});

When('the store is updated directly with:', async function (this: World, table: DataTable) {
  await this.implementation.request('storeUpdate', { items: todosOf(table) }, 'store.update(items)');
});

When('the store is cleared', async function (this: World) {
  await this.implementation.request('storeClear', {}, 'store.clear()');
});

async function notificationsOf(world: World, name: string): Promise<WireState[]> {
  return (await world.implementation.request('notifications', { subscription: world.subscriptionOf(name) }, `what listener ${name} received`)) as WireState[];
}

Then('listener {string} was called once, with the list:', async function (this: World, name: string, table: DataTable) {
  const received = await notificationsOf(this, name);
  const expected = todosOf(table);
  if (received.length !== 1) {
    fail({
      requirements: cite(this, 'SC-STORE.5'),
      summary: `listener ${name} was called ${received.length} time(s) for one change, not once`,
      expected: [{ items: expected, updatedAt: '<a Date>' }],
      actual: received,
      hint:
        received.length === 0
          ? 'notify the listeners in update() (clear() goes through update([])), after the new state is in place.'
          : 'one change, one call: notify once per update, each listener once.',
    });
  }
  const state = received[0]!;
  refuseNotADate(this, state); // the same mistake as in get(): one cause, wherever updatedAt is read
  const diff = jsonDiff(expected, state.items);
  if (diff.length > 0) {
    fail({
      requirements: cite(this, 'SC-STORE.5', 'SC-STORE.2'),
      summary: `listener ${name} was not given the new state { items, updatedAt }`,
      expected: { items: expected, updatedAt: '<a Date>' },
      actual: state,
      diff,
      hint: 'call each listener with the state after the change (this.state once it is replaced), not the old one.',
    });
  }
});

Then('listener {string} was called {int} times', async function (this: World, name: string, times: number) {
  const received = await notificationsOf(this, name);
  if (received.length !== times) {
    fail({
      requirements: cite(this, 'SC-STORE.5'),
      summary: `listener ${name} was called ${received.length} time(s), not ${times}`,
      actual: received,
      ...(received.length < times && {
        hint: 'every update() is a change: it sets updatedAt and calls every listener, the same list as before included (the design compares nothing).',
      }),
    });
  }
});

Then('listener {string} was not called', async function (this: World, name: string) {
  const received = await notificationsOf(this, name);
  if (received.length > 0) {
    const unsubscribed = this.requirements.includes('SC-STORE.6');
    fail({
      requirements: cite(this, unsubscribed ? 'SC-STORE.6' : 'SC-ERR.5'),
      summary: `listener ${name} was called ${received.length} time(s)${unsubscribed ? ' after it unsubscribed' : ' although nothing changed'}`,
      actual: received,
      hint: unsubscribed
        ? 'the function onChange returns must remove that listener from the list notifyListeners() walks.'
        : 'notify only when the list changed: a refused call, or help, changes nothing.',
    });
  }
});

Then('registering a listener did not call it', async function (this: World) {
  const answer = (await this.implementation.request('subscribe', {}, 'store.onChange(listener)')) as Subscribed;
  if (answer.calledOnSubscribe > 0) {
    fail({
      requirements: cite(this, 'SC-STORE.5'),
      summary: `store.onChange(listener) called the listener ${answer.calledOnSubscribe} time(s) while registering it`,
      hint: 'the design calls listeners on a change only; a renderer that wants the current state reads store.get().',
    });
  }
});

// ---------------------------------------------------------------------------------------------------- get()

/** The implementation runs on the same machine's clock; this covers a time kept to the millisecond or rounded to it. */
const UPDATED_AT_SLACK_MS = 2;

/**
 * Notes the time before a change, once the clock has moved well past the updatedAt the store holds now: a store
 * whose update() leaves updatedAt as it was then shows a time measurably before the change, never one within slack.
 */
When('the kit notes the time', async function (this: World) {
  const { updatedAt } = await this.state();
  const previous = Date.parse(String(updatedAt));
  // Only a time just behind the clock is waited past: one far off (a time-zone slip an hour ahead, say) is wrong
  // anyway, and the check that follows says so at once. A time kept to the second is waited past to the next second.
  const now = Date.now();
  const clearOf =
    Number.isNaN(previous) || previous < now - 1000 || previous > now + 50
      ? now
      : previous + Math.max(UPDATED_AT_SLACK_MS * 4, precisionOf(updatedAt) + UPDATED_AT_SLACK_MS);
  while (Date.now() < clearOf) await new Promise((resolve) => setTimeout(resolve, clearOf - Date.now()));
  this.notedTime = Date.now();
});

Then('store.get\\() gives the list:', async function (this: World, table: DataTable) {
  await expectList(this, todosOf(table), ['SC-STORE.2']);
});

Then('store.get\\() gives an empty list', async function (this: World) {
  await expectList(this, [], ['SC-STORE.1', 'SC-STORE.2']);
});

/**
 * A program's updatedAt (the line protocol's ISO 8601 text) must say its time zone: a date and time without one names
 * no instant, and JavaScript reads it as the machine's local time, so the same program would pass where the clock is
 * UTC and fail elsewhere. Refused on every machine alike, with the reason. (A module answers a Date: never zoneless.)
 */
function refuseZoneless(world: World, state: WireState): void {
  const text = state.updatedAt;
  // A module's store answers a value the module host describes (updatedAtType): a string there is "not a Date".
  if (state.updatedAtType !== undefined || typeof text !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text)) return;
  fail({
    requirements: cite(world, 'SC-STORE.2'),
    summary: 'TodoState.updatedAt has no time zone: it names no instant, as a Date does',
    actual: text,
    hint: inTheirLanguage({
      javascript: 'answer updatedAt with toISOString(), which ends with Z.',
      python: 'answer updatedAt from an aware datetime: datetime.now(timezone.utc).isoformat() ends with +00:00; datetime.utcnow() has no time zone.',
    }),
  });
}

/**
 * updatedAt must be a Date (a program's: an ISO 8601 text with its zone). Checked first wherever updatedAt is read
 * (store.get(), a listener's state), so that a store answering a string or a number is one mistake, whichever
 * scenario reads it.
 */
function refuseNotADate(world: World, state: WireState): void {
  refuseZoneless(world, state);
  const parsed = typeof state.updatedAt === 'string' ? Date.parse(state.updatedAt) : NaN;
  if ((state.updatedAtType !== undefined && state.updatedAtType !== 'Date') || Number.isNaN(parsed)) {
    fail({
      requirements: cite(world, 'SC-STORE.2'),
      // Named after the type, not after get(): a listener's state is the same TodoState, and one summary is one cause.
      summary: `TodoState.updatedAt is ${state.updatedAtType === 'Date' ? 'an invalid Date' : `a ${state.updatedAtType ?? typeof state.updatedAt}`}, not a Date`,
      actual: state,
      hint: inTheirLanguage({
        javascript: 'TodoState.updatedAt is a Date: new Date(), not Date.now() (a number) or a string.',
        python: 'storeGet answers updatedAt as an ISO 8601 date with its time zone (datetime.now(timezone.utc).isoformat()), from a datetime the store keeps.',
      }),
    });
  }
}

Then('its updatedAt is a Date', async function (this: World) {
  refuseNotADate(this, await this.state());
});

/**
 * How finely an updatedAt of the line protocol keeps its time, in ms: an ISO 8601 text without a fraction of a second
 * (Python's isoformat(timespec="seconds")), or with one of zeros only, keeps whole seconds, which the protocol allows;
 * anything else, the ms.
 */
function precisionOf(updatedAt: unknown): number {
  // (".000" too: a time kept to the second and written with its milliseconds, which are then always zero.)
  return typeof updatedAt === 'string' && /T\d{2}:\d{2}:\d{2}(?![.,]\d*[1-9])/.test(updatedAt) ? 1000 : 1;
}

/**
 * How far updatedAt is off the window [before, now] as a time zone's slip: a whole number of quarter hours from half
 * an hour to 14 hours (India's 5 h 30, Nepal's 5 h 45), as "1 hour(s)" or "5 h 30 min"; undefined when it is not so.
 */
function zoneSlip(at: number, before: number, now: number): string | undefined {
  const off = at > now ? at - now : before - at;
  const quarters = Math.round(off / 900_000);
  if (quarters < 2 || quarters > 56 || Math.abs(off - quarters * 900_000) > 2 * 60_000) return undefined;
  const [hours, minutes] = [Math.floor(quarters / 4), (quarters % 4) * 15];
  return minutes === 0 ? `${hours} hour(s)` : `${hours > 0 ? `${hours} h ` : ''}${minutes} min`;
}

Then('its updatedAt is the time of that change', async function (this: World) {
  const before = this.notedTime;
  if (before === undefined) throw new Error('kit error: "the kit notes the time" must come before this step');
  const state = await this.state();
  refuseNotADate(this, state);
  const at = Date.parse(state.updatedAt as string);
  const now = Date.now();
  // A time kept to the second may read up to a second before the change (the second it began in).
  const precision = precisionOf(state.updatedAt);
  const earliest = Math.floor(before / precision) * precision - UPDATED_AT_SLACK_MS;
  if (at < earliest || at > now + UPDATED_AT_SLACK_MS) {
    const slip = zoneSlip(at, before, now);
    fail({
      requirements: cite(this, 'SC-STORE.3'),
      summary: 'updatedAt was not set to the time of the change',
      expected: `between ${new Date(before).toISOString()} and ${new Date(now).toISOString()}`,
      actual: state.updatedAt,
      diff: [], // a window, not a text to compare character by character
      // One mistake wherever a change shows it (update, clear, a TodoWrite): one advice, one cause. A time zone's
      // slip (whole quarter hours off) is not a time never set.
      ...(slip
        ? {
            hint: `updatedAt is ${slip} off the time of the change: a time zone applied to a time that already had one (a local time written as UTC, say). ${inTheirLanguage({ javascript: 'new Date() is the instant; keep it as it is.', python: 'datetime.now(timezone.utc) is the instant; write it with .isoformat(), its zone and all.' })}`,
            cause: 'updated-at-zone-shift',
          }
        : {
            hint: inTheirLanguage({
              javascript:
                "update() sets the time itself, this.state = { items: todos, updatedAt: new Date() }, and execute writes the list through it, as the design's handler does (todoStore.update(todos)).",
              python:
                'update() sets the time itself, self.state = {"items": todos, "updatedAt": datetime.now(timezone.utc)}, and execute writes the list through it.',
            }),
            cause: 'updated-at-not-the-change',
          }),
    });
  }
});
