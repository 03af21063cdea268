/**
 * The profiles the kit knows: one per contract, each a folder in features/ with a catalogue.json. A profile's
 * files are found by convention, so adding a profile is adding folders, never editing the harness
 * (docs/ARCHITECTURE.md, "Add a profile").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_ROOT } from './defaults';
import { nearest } from './nearest';

export interface Requirement {
  id: string;
  section: string;
  concept?: string | null;
  text: string;
  /**
   * The document's words that make this a suggestion, not a rule ("建议格式", "usually"): an implementation the literal
   * text allows may leave it, so only the strict run checks it (npm run trace refuses a default-run scenario of it).
   */
  suggestion?: string;
}

/** An error message the document prescribes, with `{placeholders}` for what varies. */
export interface MessageTemplate {
  requirement: string;
  rule: string;
  template: string;
}

export interface Catalogue {
  profile: {
    id: string;
    title: string;
    document: { title: string; short: string; file: string; version?: string };
    /** The plug-in contract in one line. */
    contract: string;
    /** The reference implementation, relative to the kit's folder. */
    reference: string;
    /**
     * The samples the kit offers a learner to copy and start from (its messages, --help; the README's table names the
     * same), relative to the kit's folder: each passes whole and imports nothing of its folder, so that a copy runs.
     * A module, and a program over the line protocol (Python).
     */
    starters: { module?: string; python?: string };
    idGrammar: string;
    idPattern: string;
    /** A whole item of the document (a feature), for --only; defaults to idPattern. */
    itemPattern?: string;
    featureTags?: string[];
    tools?: string[];
    /**
     * What a program over the line protocol that ended on an error should do instead, where the profile's methods
     * answer outcomes (a `raised` one for what a tool's method raised); the protocol's general advice otherwise.
     */
    programAdvice?: string;
    /**
     * Variables an implementation starts with, each naming a folder of its own scratch folder (by the folder's name):
     * a value it reads once as it starts, where each scenario sets another, then leads where the kit can look.
     */
    startFolders?: Record<string, string>;
    /**
     * With HOME among the startFolders, how the names begin that are the kit's alone in that home (claude-code's
     * `.claude`: `.claude.json` and its backups too): every other entry of the user's home is linked into a
     * program's, for its toolchain (implementation-process.ts).
     */
    startHomeOwn?: string[];
    /**
     * The protocol requests that read no state of an instance (its tool definitions, a pure function of its
     * arguments): a failure of a scenario that sent none but these has nothing to do with a list it inherited, and
     * is not told of one. Only a profile that probes for state shared between instances needs them.
     */
    statelessRequests?: string[];
    /** Per tool: the requirement that asks for it to exist, and the one that gives its success output. */
    toolRequirements?: Record<string, { registered: string; output?: string }>;
    messages?: MessageTemplate[];
    conceptsTitle?: string;
  };
  concepts?: Record<string, string>;
  requirements: Requirement[];
}

export interface Profile {
  id: string;
  catalogue: Catalogue;
  /** Absolute paths of the profile's parts. */
  featuresDir: string;
  stepsDir: string;
  hostAdapter: string;
  reference: string;
  /** Kit-relative globs, for cucumber. */
  featureGlob: string;
  stepGlobs: string[];
}

const FEATURES = join(KIT_ROOT, 'features');

/** A profile's folder name is its id. */
function load(id: string): Profile {
  const catalogue = JSON.parse(readFileSync(join(FEATURES, id, 'catalogue.json'), 'utf8')) as Catalogue;
  if (catalogue.profile?.id !== id) throw new Error(`kit error: features/${id}/catalogue.json names the profile "${catalogue.profile?.id}"`);
  return {
    id,
    catalogue,
    featuresDir: join(FEATURES, id),
    stepsDir: join(KIT_ROOT, 'step-definitions', id),
    hostAdapter: join(KIT_ROOT, 'step-definitions', id, 'host', 'adapter.ts'),
    reference: join(KIT_ROOT, catalogue.profile.reference),
    featureGlob: `features/${id}/**/*.feature`,
    stepGlobs: ['step-definitions/common/*.ts', `step-definitions/${id}/*.ts`],
  };
}

let all: Profile[] | undefined;
const loaded = new Map<string, Profile>();

/** A profile folder's id, if it is one: a folder of features/ with a catalogue and a host adapter. */
function loadIfProfile(id: string): Profile | undefined {
  if (!loaded.has(id)) {
    if (!existsSync(join(FEATURES, id, 'catalogue.json'))) return undefined;
    const profile = load(id);
    if (!existsSync(profile.hostAdapter)) return undefined;
    loaded.set(id, profile);
  }
  return loaded.get(id);
}

/** Every profile whose catalogue, steps and host adapter are in place, in a stable order (the default first). */
export function profiles(): Profile[] {
  all ??= readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => loadIfProfile(entry.name))
    .filter((profile): profile is Profile => profile !== undefined)
    .sort((a, b) => Number(b.id === 'todo-list-v2') - Number(a.id === 'todo-list-v2') || a.id.localeCompare(b.id));
  return all;
}

/** The profile `id` names, reading only its own catalogue (a run needs one of them). */
export function findProfile(id: string): Profile | undefined {
  // Only the exact name of a folder in features/ ("../x", "a/b", "." or another case never are).
  return loaded.get(id) ?? (readdirSync(FEATURES).includes(id) ? loadIfProfile(id) : undefined);
}

/** One line per profile (id, title, document, requirement count, plug-in contract), for `todo-kit profiles` and for a usage error that names what exists. */
export function describeProfiles(): string {
  return profiles()
    .map((p) => {
      const { title, document, contract } = p.catalogue.profile;
      return `  ${p.id.padEnd(20)} ${title} | ${document.title}, ${p.catalogue.requirements.length} requirements | ${contract}`;
    })
    .join('\n');
}

/**
 * Why an id names no profile: the nearest id, when one is a typo away, and each profile by its id and title (the whole
 * description is `todo-kit profiles`', one line too long for an error).
 */
export function noSuchProfile(id: string): string {
  const ids = profiles().map((p) => p.id);
  const near = nearest(id, ids);
  const list = profiles().map((p) => `  ${p.id.padEnd(20)} ${p.catalogue.profile.title.split(':')[0]}`);
  return `there is no profile "${id}"${near ? ` (did you mean ${near}?)` : ''}. The kit has (todo-kit profiles describes each):\n${list.join('\n')}`;
}

/**
 * The profile whose factory exports a module has, when it is not the one it was run for: a learner who left out
 * --profile gets the one to name. Reads the profiles' host adapters (their `required` exports): only on that error.
 */
export function profileOfExports(exports: readonly string[], runFor: string): Profile | undefined {
  return profiles().find((profile) => profile.id !== runFor && requiredExports(profile).every((name) => exports.includes(name)));
}

/** The exports a module of the profile must have (its host adapter's `required`: createRegistry, say). Loads the adapter. */
export function requiredExports(profile: Profile): readonly string[] {
  return (require(profile.hostAdapter) as { default: { required: readonly string[] } }).default.required;
}
