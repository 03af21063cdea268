/**
 * A real browser for the tests that check a page as its reader sees it (the landing page, the scoreboard): Chromium,
 * Debian's package (/usr/bin/chromium) or TODO_KIT_CHROMIUM, driven by playwright-core; where there is none, the
 * reason to skip those tests, never to pass them.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const CHROMIUM = process.env.TODO_KIT_CHROMIUM ?? '/usr/bin/chromium';

/** false, or why a page is not checked in a browser here (node:test's `skip`). */
export const NO_BROWSER = existsSync(CHROMIUM)
  ? false
  : `no Chromium at ${CHROMIUM} (install Debian's chromium, or set TODO_KIT_CHROMIUM): the page is not checked in a browser`;

/** Chromium's command line: no sandbox (a container's root), nothing fetched behind the page's back. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What axe-core finds serious or critical on the page as it is now: the page's reader would meet it. */
export async function seriousViolations(page: Page): Promise<{ id: string; impact: string; help: string }[]> {
  await page.addScriptTag({ content: readFileSync(require.resolve('axe-core'), 'utf8') });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; help: string }[] }> } }).axe;
    return (await axe.run()).violations.map(({ id, impact, help }) => ({ id, impact, help }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
