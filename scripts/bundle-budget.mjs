#!/usr/bin/env node
// The JavaScript a page loads before it can be used, gzipped, against its budget (architecture §9, issue 4: the
// patient's join page at most 80 KB). Reads the built HTML: its module script and the chunks it preloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../packages/web/dist/', import.meta.url).pathname;
const BUDGETS = [{ page: 'join.html', name: "patient's join page", limitKb: 80 }];

export function initialJavaScriptKb(page) {
  const html = readFileSync(join(DIST, page), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return bytes / 1024;
}

let ok = true;
for (const { page, name, limitKb } of BUDGETS) {
  const kb = initialJavaScriptKb(page);
  const within = kb <= limitKb;
  ok &&= within;
  console.log(
    `${name}: ${kb.toFixed(1)} KB of JavaScript gzipped, ${(kb / limitKb).toFixed(2)} of the ${limitKb} KB budget`,
  );
}
if (!ok) process.exit(1);
