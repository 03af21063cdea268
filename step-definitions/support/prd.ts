import catalogue from '../../features/prd-requirements.json';

/** One checkable requirement of the PRD, as listed in features/prd-requirements.json. */
export interface Requirement {
  id: string;
  section: string;
  concept: string | null;
  text: string;
}

export const REQUIREMENTS: readonly Requirement[] = catalogue.requirements;
export const CONCEPTS: Readonly<Record<string, string>> = catalogue.concepts;
const BY_ID = new Map(REQUIREMENTS.map((r) => [r.id, r]));

export function requirement(id: string): Requirement | undefined {
  return BY_ID.get(id);
}

/** The PRD requirement ids among a scenario's tags (`@F-001.E3` → `F-001.E3`). */
export function requirementIdsOfTags(tags: readonly string[]): string[] {
  return tags.map((tag) => tag.replace(/^@/, '')).filter((id) => BY_ID.has(id));
}

/** "F-001.E3 (PRD 3.2 F-001 Errors: content empty): <the rule>" */
export function quote(id: string): string {
  const r = BY_ID.get(id);
  return r ? `${r.id} (PRD ${r.section}): ${r.text}` : id;
}
