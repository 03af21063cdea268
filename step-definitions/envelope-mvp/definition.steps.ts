/** The tool definition the agent sees (design 3.1, 3.2). */
import { Then, When } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import { canonical, type EnvelopeWorld, type Json } from './world';

interface DefinitionWorld extends EnvelopeWorld {
  definition?: Json;
}

const DESCRIPTION = 'Overwrite the todo list with the current complete list. Framework persists and returns the updated list and recap.';

When('the kit reads the tool definition', async function (this: DefinitionWorld) {
  const definition = await this.implementation.request('definition', {}, 'definition');
  if (typeof definition !== 'object' || definition === null) {
    fail({
      requirements: this.reqs('ENV-DEF.1'),
      summary: 'the tool has no definition object',
      actual: definition,
      hint: 'createTodoWriteTool returns { definition, execute }; definition is { name, description, parameters }.',
    });
  }
  this.definition = definition as Json;
});

function definitionOf(world: DefinitionWorld): Json {
  if (!world.definition) throw new Error('kit error: read the definition first');
  return world.definition;
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value);
}

Then('the definition is named {string}, with a description and parameters', function (this: DefinitionWorld, name: string) {
  const d = definitionOf(this);
  // What is wrong, and only that: the description's words and the schema are other scenarios' (ENV03-02..).
  const wrong = [
    ...(d.name === name ? [] : [`$.name: expected ${JSON.stringify(name)}, got ${JSON.stringify(d.name) ?? 'nothing'}`]),
    ...('description' in d ? [] : ['$.description: missing']),
    ...(typeof d.parameters === 'object' && d.parameters !== null
      ? []
      : [`$.parameters: expected an object, got ${JSON.stringify(d.parameters) ?? 'nothing'}`]),
  ];
  if (wrong.length === 0) return;
  fail({
    requirements: this.reqs('ENV-DEF.1'),
    summary: 'the definition is not { name: "TodoWrite", description, parameters }',
    actual: d,
    diff: wrong,
    hint: d.name === name ? undefined : 'design 3.1: the name exposed to the agent is TodoWrite (TodoWriteTool is the internal class name).',
  });
});

Then('the definition has a description', function (this: DefinitionWorld) {
  const d = definitionOf(this);
  if (typeof d.description === 'string' && d.description.trim() !== '') return;
  fail({
    requirements: this.reqs('ENV-DEF.2'),
    summary: "the definition's description is not a non-empty string",
    expected: DESCRIPTION,
    actual: d.description,
  });
});

Then("the definition's description is the document's", function (this: DefinitionWorld) {
  const d = definitionOf(this);
  if (d.description === DESCRIPTION) return;
  fail({
    requirements: this.reqs('ENV-DEF.2'),
    summary: "the definition's description is not the text of design 3.2",
    expected: DESCRIPTION,
    actual: d.description,
  });
});

Then('the schema at {string} is:', function (this: DefinitionWorld, path: string, json: string) {
  const actual = at(definitionOf(this), path);
  const expected = JSON.parse(json) as Json;
  // Judged by meaning: every keyword the document gives, with its value (`required` and `enum` in any order);
  // descriptions and other keywords the document does not fix are free.
  const mismatches = Object.entries(expected).filter(([key, value]) => {
    const got = (actual as Json | undefined)?.[key];
    if (Array.isArray(value)) return !Array.isArray(got) || canonical([...got].sort()) !== canonical([...value].sort());
    if (typeof value === 'object' && value !== null) {
      return Object.entries(value as Json).some(([k, v]) => canonical(pick((got as Json | undefined)?.[k], v)) !== canonical(pick(v, v)));
    }
    return got !== value;
  });
  if (actual !== undefined && mismatches.length === 0) return;
  const requirement = path.includes('items') ? 'ENV-DEF.4' : 'ENV-DEF.3';
  fail({
    requirements: this.reqs(requirement),
    summary: `the schema at ${path} does not say what design 3.2 says (${mismatches.map(([k]) => k).join(', ') || 'missing'})`,
    expected,
    actual,
    // The differences in what the document fixes: a property's description, say, is the implementation's own.
    diff: jsonDiff(byMeaning(expected, expected), byMeaning(actual, expected)),
    hint: 'design 3.2 gives the JSON of the definition: copy its types, enums, required lists and additionalProperties.',
  });
});

/** `value` as the document's schema `wanted` judges it: only the keywords it names, at every level; lists of names (required, enum) sorted. */
function byMeaning(value: unknown, wanted: unknown): unknown {
  if (Array.isArray(wanted)) return Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value].sort() : value;
  if (typeof wanted !== 'object' || wanted === null || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const named = Object.entries(wanted as Json).filter(([key]) => (value as Json)[key] !== undefined); // a keyword left out stays missing
  return Object.fromEntries(named.map(([key, inner]) => [key, byMeaning((value as Json)[key], inner)]));
}

/** The keywords of `got` that `wanted` names (so a property's description does not matter), enums sorted. */
function pick(got: unknown, wanted: unknown): unknown {
  if (typeof wanted !== 'object' || wanted === null || typeof got !== 'object' || got === null) return got;
  return Object.fromEntries(
    Object.keys(wanted as Json).map((k) => {
      const v = (got as Json)[k];
      return [k, Array.isArray(v) ? [...v].sort() : v];
    }),
  );
}
