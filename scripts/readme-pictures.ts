/**
 * npm run pictures: the README's two pictures of the landing page, taken again as a reader sees them (Chromium,
 * headless, test/browser.ts), from runs of the kit as it is now, and their descriptions (the images' alt text)
 * written again with those runs' counts. test/readme-figures.test.ts fails when the descriptions no longer say what a
 * run says (a scenario added, a cause merged): run this then, and look at the pictures before committing them.
 */
import { chromium } from 'playwright-core';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { causes } from '../cli/causes';
import type { ScenarioOutcome } from '../cli/run-summary';
import { KIT_ROOT, REPORT_FILES } from '../harness/defaults';
import { BROWSER_FLAGS, CHROMIUM, NO_BROWSER } from '../test/browser';
import { BROKEN, CORRECT, runKit } from '../test/run-kit';

/** Each picture: the run it shows, its file, and the part of the page it frames (the first screen, cut). */
export const PICTURES = {
  failing: { sample: BROKEN, file: 'docs/images/landing-page-failing.png', viewport: { width: 1100, height: 720 } },
  conformant: { sample: CORRECT, file: 'docs/images/landing-page-conformant.png', viewport: { width: 1100, height: 560 } },
} as const;

type Picture = keyof typeof PICTURES;

/** The alt text of a picture, with the counts its run gives: what the picture's first lines say. */
export function describePicture(picture: Picture, outcomes: readonly ScenarioOutcome[]): string {
  const notPassing = outcomes.filter((o) => o.kind !== 'passed' && o.kind !== 'skipped');
  const applicable = outcomes.filter((o) => o.kind !== 'skipped').length;
  if (picture === 'failing') {
    const causeCount = causes(notPassing).length;
    return (
      `The landing page of a failing run: NOT CONFORMANT, ${notPassing.length} scenarios failing from ${causeCount} ` +
      'causes, the first cause with its PRD rule, hint and example diff'
    );
  }
  return `The landing page of a conformant run: CONFORMANT, ${applicable} of ${applicable} applicable scenarios pass, the concept scorecard as a bar chart`;
}

/** The README's alt text of a picture, as written now (undefined when the README no longer shows it). */
export function describedInReadme(readme: string, picture: Picture): string | undefined {
  const file = PICTURES[picture].file.replace(/[.]/g, '\\.');
  return new RegExp(`!\\[([^\\]]*)\\]\\(${file}\\)`).exec(readme)?.[1];
}

async function main(): Promise<void> {
  if (NO_BROWSER) throw new Error(NO_BROWSER);
  const readmePath = join(KIT_ROOT, 'README.md');
  let readme = readFileSync(readmePath, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BROWSER_FLAGS });
  try {
    for (const picture of Object.keys(PICTURES) as Picture[]) {
      const { sample, file, viewport } = PICTURES[picture];
      const run = await runKit([sample]);
      try {
        const page = await browser.newPage({ viewport });
        await page.goto(pathToFileURL(join(run.reportsDir, REPORT_FILES.landing)).href);
        await page.screenshot({ path: join(KIT_ROOT, file) });
        await page.close();
      } finally {
        rmSync(run.reportsDir, { recursive: true, force: true });
      }
      const was = describedInReadme(readme, picture);
      if (was === undefined) throw new Error(`README.md no longer shows ${file}: nothing to describe`);
      const now = describePicture(picture, run.outcomes);
      readme = readme.replace(`![${was}](${file})`, `![${now}](${file})`);
      console.log(`${file}: ${now}`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(readmePath, readme);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`pictures: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
