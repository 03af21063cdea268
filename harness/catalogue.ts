/**
 * The catalogue of the profile this run verifies: its requirements, quoted in failure messages, read from the
 * scenarios' tags, counted in the summaries. One run verifies one profile; the command-line tool chooses it
 * (useProfile) before cucumber loads, and a plain `cucumber-js` run takes TODO_KIT_PROFILE or the default.
 */
import { DEFAULT_PROFILE } from './defaults';
import { findProfile, profiles, type Catalogue, type Profile, type Requirement } from './profiles';

let active: Profile | undefined;

export function useProfile(profile: Profile): void {
  active = profile;
}

export function activeProfile(): Profile {
  if (active) return active;
  const id = process.env.TODO_KIT_PROFILE?.trim() || DEFAULT_PROFILE;
  const found = findProfile(id);
  if (!found)
    throw new Error(
      `no profile "${id}"; the kit has: ${profiles()
        .map((p) => p.id)
        .join(', ')}`,
    );
  active = found;
  return active;
}

export function catalogue(): Catalogue {
  return activeProfile().catalogue;
}

const indexes = new WeakMap<Catalogue, Map<string, Requirement>>();

function byId(): Map<string, Requirement> {
  const current = catalogue();
  let index = indexes.get(current);
  if (!index) indexes.set(current, (index = new Map(current.requirements.map((r) => [r.id, r]))));
  return index;
}

export function requirement(id: string): Requirement | undefined {
  return byId().get(id);
}

/** The requirement ids among a scenario's tags (`@F-001.E3` → `F-001.E3`). */
export function requirementIdsOfTags(tags: readonly string[]): string[] {
  return tags.map((tag) => tag.replace(/^@/, '')).filter((id) => byId().has(id));
}

/** "F-001.E3 (PRD 3.2 F-001 Errors: content empty): <the rule>" */
export function quote(id: string): string {
  const r = byId().get(id);
  return r ? `${r.id} (${catalogue().profile.document.short} ${r.section}): ${r.text}` : id;
}

/** The document's short name, as failure messages and summaries call it ("PRD", "design", …). */
export function documentName(): string {
  return catalogue().profile.document.short;
}
