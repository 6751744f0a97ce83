// npm run bench:studio: the screen studio's redraw after an edit, as an implementer sees it. The
// studio as `npm run studio` runs it (tests/browser/studioHarness.ts), the groups list open; then
// EDITS edits, each removing or putting back its Container column, each timed in the page from the
// editor's input event to the preview's table with the new number of columns, and split into the
// editor's pause before the check, the check's request (the development server's validation) and
// the preview's render. Prints the median and p95 of each; with --json one object per line,
// {name, value, unit, baseline, ratio}, the baseline being the 300 ms the redraw is allowed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median, percentile } from './bench.ts';
import { measureRedraw, ROOT, setText, startStudio, type Redraw } from '../tests/browser/studioHarness.ts';

const EDITS = Number(process.env.STUDIO_BENCH_EDITS ?? 15);
const BUDGET_MS = 300;
const json = process.argv.includes('--json');

const original = readFileSync(path.join(ROOT, 'screens/groups/list.json'), 'utf8');
const withoutColumn = original.replace(',\n    { "attribute": "container", "labelKey": "groups.column.container" }', '');
if (withoutColumn === original) throw new Error('screens/groups/list.json has no Container column to remove');

const studio = await startStudio();
try {
  const { page } = studio;
  await page.locator('summary', { hasText: /^groups$/ }).click();
  await page.getByRole('button', { name: 'list.json' }).first().click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('columnheader', { name: 'Container' }).waitFor({ timeout: 60_000 });
  const columns = await preview.getByRole('columnheader').count();
  await setText(page, original);
  const redraws: Redraw[] = [];
  // One edit more than counted: the first warms the development server's check.
  for (let i = 0; i <= EDITS; i++) {
    const remove = i % 2 === 0;
    const redrawn = measureRedraw(page, remove ? columns - 1 : columns);
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(remove ? withoutColumn : original);
    const redraw = await redrawn;
    if (i > 0) redraws.push(redraw);
  }
  for (const part of ['total', 'wait', 'check', 'draw'] as const) {
    const values = redraws.map((r) => r[part]);
    for (const [statistic, value] of [['median', median(values)], ['p95', percentile(values, 95)]] as const) {
      const name = `studio-redraw-${part}-${statistic}`;
      const rounded = Math.round(value);
      if (json) console.log(JSON.stringify({ name, value: rounded, unit: 'ms', baseline: BUDGET_MS, ratio: Math.round((value / BUDGET_MS) * 100) / 100 }));
      else console.log(`${`${part} ${statistic}`.padEnd(13)} ${String(rounded).padStart(5)} ms`);
    }
  }
  if (!json) console.log(`over ${EDITS} edits (total: input to redrawn table; wait: input to the check sent; check: the request; draw: answer to redrawn table); budget ${BUDGET_MS} ms`);
} finally {
  await studio.close();
}
