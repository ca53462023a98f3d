import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

let popplerInstalled = false;

/** Poppler's pdftotext reads the file as a person reads it, text in the order it is laid out. */
function pdfText(file: string): string {
  if (!popplerInstalled) {
    execFileSync(
      'bash',
      [path.join(root, 'scripts/ensure-debian-tools.sh'), 'poppler-utils', 'pdftotext'],
      { stdio: 'inherit' },
    );
    popplerInstalled = true;
  }
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/**
 * Presses «Скачать билеты» (`button`) from the keyboard and reads the file the browser saves:
 * `ticket.pdf`, as text page by page, runs of white space collapsed so a phrase is found
 * whatever column or line it sits in.
 */
export async function downloadTickets(button: Locator): Promise<string[]> {
  const download = button.page().waitForEvent('download', { timeout: 30_000 });
  await button.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe('ticket.pdf');
  return pdfText(await file.path())
    .split('\f')
    .filter((page) => page.trim() !== '')
    .map((page) => page.replace(/\s+/g, ' '));
}
