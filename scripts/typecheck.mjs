#!/usr/bin/env node
// Typechecks every workspace with its own tsconfig (they differ in DOM and Node types).
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/server', 'packages/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
