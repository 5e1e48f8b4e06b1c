import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF's text as a reader gets it (poppler's pdftotext, installed by scripts/debian-packages.mjs). Raw order keeps
 * each table cell's lines together; whitespace runs, wrapped lines included, become one space.
 */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'konsult-pdf-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', join(dir, 'file.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
