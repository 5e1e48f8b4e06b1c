// What the tests need from Debian: Chromium for the browser tests and the bench (its headless shell: the same engine
// and WebRTC without the desktop browser's UI, which cost a tenth more of the browser stage), Janus for the SFU video
// provider, pdftotext (poppler-utils) to read the PDFs we make. Installed with apt when we run as root on a Debian
// machine; otherwise one clear line says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const JANUS = process.env.JANUS_BIN || '/usr/bin/janus';
const PDFTOTEXT = '/usr/bin/pdftotext';

const NEEDED = [
  {
    pkg: 'chromium-headless-shell',
    path: CHROMIUM,
    why: 'Browser tests need Chromium',
    hint: 'or set CHROMIUM_PATH to a Chromium',
  },
  { pkg: 'janus', path: JANUS, why: 'The Janus video provider tests need Janus', hint: 'or set JANUS_BIN' },
  { pkg: 'poppler-utils', path: PDFTOTEXT, why: 'PDF tests read their text with pdftotext', hint: 'it is in Debian' },
];

/** Installs what is missing; exits with one clear line per package it could not get. */
export function ensureDebianPackages(names = NEEDED.map((n) => n.pkg)) {
  const missing = NEEDED.filter((n) => names.includes(n.pkg) && !existsSync(n.path));
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canApt) {
    const list = missing.map((n) => n.pkg);
    console.log(`Installing from Debian: apt-get install ${list.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...list], { stdio: 'inherit', env });
  }
  const still = missing.filter((n) => !existsSync(n.path));
  for (const n of still) console.error(`${n.why} at ${n.path}: run "sudo apt-get install ${n.pkg}" (${n.hint}).`);
  if (still.length) process.exit(1);
}

// Run directly (`node scripts/debian-packages.mjs`, as `npm run bench` does): make sure all of them are here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureDebianPackages();
