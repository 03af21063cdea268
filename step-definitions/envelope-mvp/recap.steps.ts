/** The recap (design 6): short, for the end of the model's context. */
import { Then } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import type { EnvelopeWorld, Json } from './world';

function recapOf(world: EnvelopeWorld): string {
  const recap = (world.success().data as Json | undefined)?.recap;
  if (typeof recap === 'string') return recap;
  fail({ requirements: world.reqs('ENV-DATA.2'), summary: 'data.recap is not a string', call: world.callOf(world.last), actual: recap });
}

/** The contents of the last call's todos with this status, in list order. */
function contentsWith(world: EnvelopeWorld, status: string): string[] {
  return (((world.last.params as Json).todos ?? []) as Json[]).filter((t) => t.status === status).map((t) => String(t.content));
}

const LABELS = ['In progress: ', 'Pending: ', 'Cancelled: '];

/**
 * A label of design 6 written otherwise ("In Progress: ", "in_progress: ", "Pending - "): one mistake, wherever a
 * check looks for a label, told as the spelling, never as a part missing or out of order. Only for a check that
 * failed.
 */
function labelSpeltOtherwise(world: EnvelopeWorld, recap: string): void {
  for (const label of LABELS) {
    if (recap.includes(label)) continue;
    const [first = '', second] = label.trim().replace(/:$/, '').split(' ');
    const loose = new RegExp(`${first}${second ? `[ _-]?${second}` : ''}\\s*[:：-]\\s*`, 'i').exec(recap);
    if (!loose) continue;
    fail({
      requirements: world.reqs('ENV-RECAP.7'),
      summary: `the recap writes ${JSON.stringify(loose[0])} where design 6 writes ${JSON.stringify(label)}`,
      call: world.callOf(world.last),
      expected: `… ${label}…`,
      actual: recap,
      diff: [`label: expected ${JSON.stringify(label)}, got ${JSON.stringify(loose[0])}`],
      hint: 'design 6 spells its labels "In progress: ", "Pending: " and "Cancelled: " (a capital on the first word only, a colon and a space): copy them from its examples.',
      cause: `recap-label-${loose[0]}`,
    });
  }
}

Then('the recap begins with {string}', function (this: EnvelopeWorld, progress: string) {
  const recap = recapOf(this);
  if (recap.startsWith(progress)) return;
  const counted = /^\[(\d+)\/(\d+)\]/.exec(recap);
  const todos = ((this.last.params as Json).todos ?? []) as Json[];
  const completed = todos.filter((t) => t.status === 'completed').length;
  const cancelledLeftOut = counted !== null && Number(counted[1]) === completed;
  fail({
    requirements: this.reqs('ENV-RECAP.1'),
    summary: `the recap does not begin with the progress ${progress}`,
    call: this.callOf(this.last),
    expected: `${progress} …`,
    actual: recap,
    hint: cancelledLeftOut
      ? 'done = completed + cancelled (design 6): a cancelled todo is settled too, count it as done.'
      : 'design 6: the recap starts with [done/total], done = completed + cancelled.',
    ...(cancelledLeftOut && { cause: 'recap-done-without-cancelled' }), // whatever the progress of each scenario
  });
});

Then('the recap names {string} after {string}', function (this: EnvelopeWorld, content: string, label: string) {
  const recap = recapOf(this);
  const at = recap.indexOf(label);
  if (at >= 0 && recap.slice(at + label.length).startsWith(content)) return;
  labelSpeltOtherwise(this, recap);
  fail({
    requirements: this.reqs('ENV-RECAP.2'),
    summary: `the recap does not name ${JSON.stringify(content)} right after ${JSON.stringify(label)}`,
    call: this.callOf(this.last),
    expected: `… ${label}${content}. …`,
    actual: recap,
  });
});

/**
 * The part of the recap after `label`: up to the next part's label (any of design 6's, or "Completed: "), or the end.
 * Undefined when the recap has no such label.
 */
function partAfter(recap: string, label: string): string | undefined {
  const at = recap.indexOf(label);
  if (at < 0) return undefined;
  const rest = recap.slice(at + label.length);
  const next = Math.min(...[...LABELS, 'Completed: '].map((other) => rest.indexOf(other)).filter((i) => i >= 0));
  return Number.isFinite(next) ? rest.slice(0, next) : rest;
}

Then('the recap names {word} todos after {string}, and only {word} ones', function (this: EnvelopeWorld, status: string, label: string, again: string) {
  if (again !== status) throw new Error(`kit error: "${status}" and "${again}" in one step`);
  const recap = recapOf(this);
  const part = partAfter(recap, label);
  const todos = ((this.last.params as Json).todos ?? []) as Json[];
  const others = todos.filter((t) => t.status !== status && part?.includes(String(t.content)));
  if (part !== undefined && contentsWith(this, status).some((c) => part.includes(c)) && others.length === 0) return;
  labelSpeltOtherwise(this, recap);
  fail({
    requirements: this.reqs(status === 'pending' ? 'ENV-RECAP.3' : 'ENV-RECAP.4'),
    summary:
      others.length > 0
        ? `the recap names ${others.map((t) => `${JSON.stringify(t.content)} (${String(t.status)})`).join(', ')} after ${JSON.stringify(label)}, where only ${status} todos go`
        : `the recap names no ${status} todo after ${JSON.stringify(label)}`,
    call: this.callOf(this.last),
    expected: `… ${label}${contentsWith(this, status)[0]}…`,
    actual: recap,
    hint:
      others.length > 0
        ? `the part after ${JSON.stringify(label)} lists the todos whose status is ${status}, and no other (filter on status === "${status}").`
        : undefined,
  });
});

Then('the recap names no completed todo', function (this: EnvelopeWorld) {
  const recap = recapOf(this);
  const named = contentsWith(this, 'completed').filter((c) => recap.includes(c));
  if (contentsWith(this, 'completed').length > 0 && named.length === 0) return;
  fail({
    requirements: this.reqs('ENV-RECAP.5'),
    summary: named.length > 0 ? `the recap repeats completed todo(s): ${named.join(', ')}` : 'kit error: the call has no completed todo to check',
    call: this.callOf(this.last),
    actual: recap,
    hint: 'design 6: completed 通常不复述 — the recap lists only in_progress, pending and cancelled; finished work needs no attention.',
  });
});

Then('the recap is shorter than {int} characters', function (this: EnvelopeWorld, limit: number) {
  const recap = recapOf(this);
  const length = [...recap].length;
  if (length < limit) return;
  fail({
    requirements: this.reqs('ENV-RECAP.6'),
    summary: `the recap is ${length} characters, not under ${limit}`,
    call: this.callOf(this.last),
    actual: recap,
    hint: 'design 6: 总长度建议 < 300 字; with todos of up to 60 characters, shorten each named todo when the whole would be too long.',
  });
});

Then('the recap names its parts in the order progress, in progress, pending, cancelled, each ending with "."', function (this: EnvelopeWorld) {
  const recap = recapOf(this);
  const parts = ['In progress: ', 'Pending: ', 'Cancelled: '].map((label) => recap.indexOf(label));
  const ordered = /^\[\d+\/\d+\]/.test(recap) && parts.every((at) => at > 0) && parts[0]! < parts[1]! && parts[1]! < parts[2]!;
  const sentences = recap.trimEnd().endsWith('.') && parts.slice(1).every((at) => /\.\s$/.test(recap.slice(0, at)));
  if (ordered && sentences) return;
  labelSpeltOtherwise(this, recap);
  fail({
    requirements: this.reqs('ENV-RECAP.7'),
    summary: ordered ? 'a part of the recap does not end with "."' : 'the recap does not give progress, In progress, Pending, Cancelled in that order',
    call: this.callOf(this.last),
    expected: '[1/3] In progress: …. Pending: …. Cancelled: ….',
    actual: recap,
  });
});

Then('the recap is, with a space or a line break between its parts:', function (this: EnvelopeWorld, expected: string) {
  const recap = recapOf(this);
  const normalised = recap.replace(/\.(\r?\n| )/g, '. ').replace(/\] ?\r?\n?In progress/, '] In progress');
  const wanted = expected.replace(/\n/g, ' ');
  if (normalised === wanted) return;
  // The classic slips, said: a full stop after the progress (parts joined with ". "), or other separators.
  const progressStop = /^\[\d+\/\d+\]\./.test(recap);
  labelSpeltOtherwise(this, recap);
  fail({
    requirements: this.reqs('ENV-RECAP.7'),
    summary: 'the recap is not laid out as the examples of design 5 and 6',
    call: this.callOf(this.last),
    expected: wanted,
    actual: recap,
    hint: progressStop
      ? 'the progress has no full stop: "[1/3] In progress: …". Only the parts after it end with "." (joining every part with ". " puts one after the progress too).'
      : 'the progress, then "In progress: ….", "Pending: …." and "Cancelled: ….", a space or a line break between them, the items of a part joined by "; ", and nothing else.',
  });
});

Then('the recap lists after {string} exactly {string}', function (this: EnvelopeWorld, label: string, items: string) {
  const recap = recapOf(this);
  const at = recap.indexOf(label);
  const rest = at >= 0 ? recap.slice(at + label.length) : '';
  const part = /^(.*?)\.(\s|$)/s.exec(rest)?.[1];
  if (part === items) return;
  labelSpeltOtherwise(this, recap);
  fail({
    requirements: this.reqs(label.startsWith('Pending') ? 'ENV-RECAP.3' : 'ENV-RECAP.4'),
    summary: `the recap's "${label.trim()}" part is not the first todos of that status in list order, joined by "; "`,
    call: this.callOf(this.last),
    expected: `${label}${items}.`,
    actual: recap,
  });
});
