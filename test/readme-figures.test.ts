/**
 * What the README quotes of a run is what a run of the kit as it is now says: its pictures' descriptions (the
 * counts and causes of the landing pages they show) and the line that ends a narrowed run. Both drifted unnoticed
 * as scenarios were added (the pictures said 174 scenarios when a run had 194). `npm run pictures` takes the
 * pictures again and writes their descriptions.
 */
import { expect } from 'chai';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { describedInReadme, describePicture, PICTURES } from '../scripts/readme-pictures';
import { runKit } from './run-kit';

const readme = readFileSync(join(KIT_ROOT, 'README.md'), 'utf8');
/** The README's prose as one line: its paragraphs wrap anywhere. */
const readmeOneLine = readme.replace(/\s+/g, ' ');

describe("the README's figures of a run", { concurrency: true }, () => {
  for (const picture of ['failing', 'conformant'] as const)
    it(`the ${picture} landing page's picture is described with the counts a run gives now (else: npm run pictures)`, async () => {
      const run = await runKit([PICTURES[picture].sample]);
      rmSync(run.reportsDir, { recursive: true, force: true });
      expect(run.exitCode).to.equal(picture === 'failing' ? 1 : 0);
      const [said, now] = [describedInReadme(readme, picture), describePicture(picture, run.outcomes)];
      expect(said, `README.md describes ${PICTURES[picture].file} as\n  ${said}\nwhere a run now gives\n  ${now}\n`).to.equal(now);
    });

  it('the narrowed run of "Work through it step by step" ends as the README says', async () => {
    const run = await runKit([PICTURES.conformant.sample, '--only', 'F-008']);
    rmSync(run.reportsDir, { recursive: true, force: true });
    expect(run.exitCode).to.equal(0);
    const last = /SELECTION PASSED \((\d+) of (\d+) scenarios, chosen by --only F-008[^)]*\)/.exec(run.stdout);
    expect(last, run.stdout.slice(-600)).to.not.equal(null);
    expect(readmeOneLine, `README.md does not say what the run ends with: ${last![0]}`).to.include(last![0]);
    expect(readmeOneLine).to.include(`"selection": { "selected": ${last![1]}, "total": ${last![2]}, … }`);
  });
});
