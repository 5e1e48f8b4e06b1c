#!/usr/bin/env node
// Typechecks every workspace with its own tsconfig (they differ in DOM and Node types), as many at once as there are
// cores: tsc uses one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['packages/web', 'packages/server', 'e2e', 'bench', 'packages/domain'];

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // Printed whole when done, so that two projects' errors never interleave.
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await typecheck(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
