/**
 * What a run found, read from cucumber's message stream: one outcome per scenario (passed, failed, errored,
 * timed out, protocol error, not run, skipped), counted per kind, per PRD feature and per teaching concept.
 * Used live by the command-line tool (cli/run-once.ts), envelope by envelope.
 */
import type { Envelope, GherkinDocument, Pickle, TestStepResultStatus } from '@cucumber/messages';
import { catalogue, requirement, requirementIdsOfTags } from '../harness/catalogue';
import { FAILURE_MEDIA_TYPE, OUTPUT_HEADING, unrecordedFailure, type FailureRecord } from '../harness/failure-report';
import { learnerFramesOf, outcomeKindOfError, type OutcomeKind } from '../harness/outcomes';
import { rowKeysOf, scenarioKey } from './scenario-ids';
import type { ScenarioOutcome } from '../api/record';

export type { ScenarioOutcome } from '../api/record'; // outcomes.json's shape, declared where the public types are

export const OUTCOME_KINDS: OutcomeKind[] = ['passed', 'failed', 'errored', 'timed out', 'protocol error', 'not run', 'skipped'];

/**
 * An outcome kind as a page says it to a reader: a skipped scenario is one that does not apply to the implementation
 * (an optional method it lacks, the reference's own files), never a check it missed. The data (outcomes.json, the
 * scoreboard's CSV and JSON) keeps the kind's own name, for scripts.
 */
export function kindLabel(kind: OutcomeKind): string {
  return kind === 'skipped' ? 'not applicable' : kind;
}

const SKIP_REASONS: Record<string, string> = {
  '@in-process': 'needs in-process access, which the line protocol does not give',
  '@reference-only': "reads the reference implementation's own files",
};

/** How a step that skips its scenario begins the line it logs (this.log) to say why. */
const SKIPPED_PREFIX = 'skipped: ';

/** Why a scenario was not applicable, from its tags. */
function skipReason(tags: readonly string[]): string {
  const needs = tags.filter((t) => t.startsWith('@needs:')).map((t) => t.slice('@needs:'.length));
  // A program that answers the method but does not list it among its capabilities skips it too: the reason says where to look.
  if (needs.length > 0) {
    return `needs ${needs.join(', ')}, which this implementation does not offer (optional in this profile: a module exports it, a program lists it in initialize's capabilities)`;
  }
  return tags.map((t) => SKIP_REASONS[t]).find(Boolean) ?? 'skipped';
}

const STATUS_RANK: TestStepResultStatus[] = ['UNKNOWN', 'PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'] as TestStepResultStatus[];

/** A run's progress: the scenarios it will run, those done (by id and kind), and the one running, for how long. */
export interface RunProgress {
  planned: number;
  outcomes: Pick<ScenarioOutcome, 'id' | 'kind'>[];
  running?: { id: string; name: string; seconds: number };
}

export class RunCollector {
  private readonly featureOfUri = new Map<string, string>();
  private readonly rowKey = new Map<string, string>();
  private readonly pickles = new Map<string, Pickle>();
  private readonly pickleOfTestCase = new Map<string, string>();
  private readonly testCaseOfStarted = new Map<string, string>();
  private readonly worst = new Map<string, { status: TestStepResultStatus; type?: string; message?: string; exceptionMessage?: string }>();
  private readonly failures = new Map<string, FailureRecord>();
  /** Why a step skipped its scenario, as it logged it, by its testCaseStartedId. */
  private readonly skipReasons = new Map<string, string>();
  /** What the implementation printed during each failed scenario, by its testCaseStartedId. */
  private readonly outputs = new Map<string, string>();
  /** How long each finished scenario took, in seconds, by its stable id (for JUnit's time; outcomes.json stays free of timings). */
  readonly seconds = new Map<string, number>();
  /** The scenarios started and not finished yet, by their testCaseStarted id: when each started (ms). */
  private readonly running = new Map<string, number>();
  readonly outcomes: ScenarioOutcome[] = [];

  /** How far the run has got: a grading stopped at its budget says so (cli/grade-pool.ts). */
  progress(): RunProgress {
    const [startedId, since] = [...this.running].pop() ?? [];
    const pickle = startedId === undefined ? undefined : this.pickleOf(startedId);
    return {
      planned: this.pickleOfTestCase.size,
      outcomes: this.outcomes.map(({ id, kind }) => ({ id, kind })),
      ...(pickle && { running: { id: scenarioKey(pickle, this.rowKey), name: pickle.name, seconds: (Date.now() - since!) / 1000 } }),
    };
  }

  private pickleOf(testCaseStartedId: string): Pickle | undefined {
    return this.pickles.get(this.pickleOfTestCase.get(this.testCaseOfStarted.get(testCaseStartedId) ?? '') ?? '');
  }

  handle(envelope: Envelope): void {
    if (envelope.gherkinDocument) this.indexDocument(envelope.gherkinDocument);
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) this.pickleOfTestCase.set(envelope.testCase.id, envelope.testCase.pickleId);
    if (envelope.testCaseStarted) {
      this.testCaseOfStarted.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
      this.worst.set(envelope.testCaseStarted.id, { status: 'UNKNOWN' as TestStepResultStatus });
      this.running.set(envelope.testCaseStarted.id, Date.now());
    }
    if (envelope.testStepFinished) {
      const { testCaseStartedId, testStepResult } = envelope.testStepFinished;
      const current = this.worst.get(testCaseStartedId);
      if (current && STATUS_RANK.indexOf(testStepResult.status) > STATUS_RANK.indexOf(current.status)) {
        const said = testStepResult.exception?.message ?? testStepResult.message;
        this.worst.set(testCaseStartedId, {
          status: testStepResult.status,
          type: testStepResult.exception?.type,
          exceptionMessage: said,
          // The implementation's own frames travel in the stack (see KitVerdict): put back under the message.
          message: [said, learnerFramesOf(testStepResult.exception?.stackTrace, said)].filter(Boolean).join('\n'),
        });
      }
    }
    const attachment = envelope.attachment;
    if (attachment?.mediaType === FAILURE_MEDIA_TYPE && attachment.testCaseStartedId) {
      try {
        const { kind: _kind, ...record } = JSON.parse(attachment.body) as FailureRecord & { kind?: string };
        this.failures.set(attachment.testCaseStartedId, record);
      } catch {
        // an attachment the kit did not write whole: the message still tells
      }
    }
    // A step that skips its scenario logs why ("skipped: …", this.log): the reason its tags cannot give.
    if (attachment?.mediaType === 'text/x.cucumber.log+plain' && attachment.testCaseStartedId && attachment.body.startsWith(SKIPPED_PREFIX)) {
      this.skipReasons.set(attachment.testCaseStartedId, attachment.body.slice(SKIPPED_PREFIX.length));
    }
    if (attachment?.mediaType === 'text/plain' && attachment.testCaseStartedId && attachment.body.startsWith(OUTPUT_HEADING)) {
      this.outputs.set(attachment.testCaseStartedId, attachment.body);
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      this.finish(envelope.testCaseFinished.testCaseStartedId);
    }
  }

  private indexDocument(document: GherkinDocument): void {
    if (!document.feature || !document.uri) return;
    this.featureOfUri.set(document.uri, document.feature.name);
    for (const [row, key] of rowKeysOf(document)) this.rowKey.set(row, key);
  }

  private finish(testCaseStartedId: string): void {
    const started = this.running.get(testCaseStartedId);
    this.running.delete(testCaseStartedId);
    const pickle = this.pickleOf(testCaseStartedId);
    const worst = this.worst.get(testCaseStartedId);
    if (!pickle || !worst) return;
    const tags = pickle.tags.map((t) => t.name);
    const outcome: ScenarioOutcome = {
      id: scenarioKey(pickle, this.rowKey),
      name: pickle.name,
      feature: this.featureOfUri.get(pickle.uri) ?? pickle.uri,
      requirements: requirementIdsOfTags(tags),
      kind: kindOf(worst.status, worst.type, worst.message),
    };
    if (outcome.kind === 'skipped') {
      const byTags = skipReason(tags);
      outcome.message = byTags === 'skipped' ? (this.skipReasons.get(testCaseStartedId) ?? byTags) : byTags;
    } else if (outcome.kind !== 'passed') {
      outcome.message = worst.message;
      const failure = this.failures.get(testCaseStartedId);
      if (failure) outcome.failure = failure;
      // A step that failed without attaching (cucumber's own step timeout, the last resort) is described in its words.
      else if (worst.status === 'FAILED') outcome.failure = unrecordedFailure(worst.exceptionMessage ?? worst.message ?? '');
      const output = this.outputs.get(testCaseStartedId);
      if (output !== undefined) outcome.output = output;
    }
    if (started !== undefined) this.seconds.set(outcome.id, (Date.now() - started) / 1000);
    this.outcomes.push(outcome);
  }
}

function kindOf(status: TestStepResultStatus, type?: string, message?: string): OutcomeKind {
  switch (status) {
    case 'PASSED':
      return 'passed';
    case 'SKIPPED':
      return 'skipped';
    case 'FAILED':
      return outcomeKindOfError(type, message);
    default:
      return 'errored'; // undefined, ambiguous or pending steps: the kit's own problem, never a pass
  }
}

/**
 * A share in per cent, to one decimal, rounded down: 99.96% is 99.9%, never 100% while a scenario fails. The landing
 * page and the scoreboard say the same figure.
 */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.floor((part / whole) * 1000) / 10);

export function countByKind(outcomes: readonly ScenarioOutcome[]): Record<OutcomeKind, number> {
  const counts = Object.fromEntries(OUTCOME_KINDS.map((k) => [k, 0])) as Record<OutcomeKind, number>;
  for (const o of outcomes) counts[o.kind] += 1;
  return counts;
}

/** Passed and total per feature, in the order the features ran. */
export function byFeature(outcomes: readonly ScenarioOutcome[]): { feature: string; counts: Record<OutcomeKind, number> }[] {
  const features = [...new Set(outcomes.map((o) => o.feature))];
  return features.map((feature) => ({ feature, counts: countByKind(outcomes.filter((o) => o.feature === feature)) }));
}

export interface ConceptScore {
  concept: string;
  passed: number;
  /** The applicable scenarios that check one of its requirements: the same for every implementation of a profile's kind. */
  total: number;
  /**
   * Of the concept's scenarios that did not pass, those whose failure names a rule of another concept first: a
   * formatting slip in render() fails every scenario that reads the list through it, and the concepts those
   * scenarios check were not judged past it. Said beside the score, so that a concept whose own rules held reads
   * "1/7 (6 failed first on another concept's rule)", not as one that broke.
   */
  failedElsewhere: number;
}

/**
 * The document's concepts (the PRD's six teaching concepts): passed / total of the scenarios that check each (skipped
 * ones left out), and how many of its failures named another concept's rule first (see failedElsewhere). A scenario
 * that did not pass without naming a rule (a crash, a timeout) is a failure of each of its concepts.
 */
export function conceptScorecard(outcomes: readonly ScenarioOutcome[]): ConceptScore[] {
  const brokenConcept = (o: ScenarioOutcome) => (o.kind === 'passed' ? undefined : (requirement(o.failure?.requirements[0] ?? '')?.concept ?? undefined));
  return Object.entries(catalogue().concepts ?? {}).map(([key, concept]) => {
    const tagged = outcomes.filter((o) => o.kind !== 'skipped' && o.requirements.some((id) => requirement(id)?.concept === key));
    const elsewhere = tagged.filter((o) => {
      const broken = brokenConcept(o);
      return broken !== undefined && broken !== key;
    });
    return { concept, passed: tagged.filter((o) => o.kind === 'passed').length, total: tagged.length, failedElsewhere: elsewhere.length };
  });
}

/**
 * A concept's score as every report shows it: "3/4", "3 of 4" (a spreadsheet reads "3/4" as a date), with the
 * failures that named another concept's rule first; undefined when none of its scenarios ran.
 */
export function conceptScoreText(score: ConceptScoreRead, between = '/'): string | undefined {
  if (score.total === 0) return undefined;
  const failedElsewhere = score.failedElsewhere ?? 0;
  const elsewhere = failedElsewhere === 0 ? '' : ` (${failedElsewhere} failed first on another concept's rule)`;
  return `${score.passed}${between}${score.total}${elsewhere}`;
}

/** The concept's scenarios that failed on a rule of its own (or named none): what marks it as broken. */
export const ownFailures = (score: ConceptScoreRead): number => score.total - score.passed - (score.failedElsewhere ?? 0);

/** A concept's score as a scoreboard.json holds it: one written before failedElsewhere existed has none (it is 0). */
export type ConceptScoreRead = Omit<ConceptScore, 'concept' | 'failedElsewhere'> & { failedElsewhere?: number };
