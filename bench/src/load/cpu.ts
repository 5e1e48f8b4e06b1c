import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Clock ticks a second in /proc/<pid>/stat (Linux: 100). */
const TICKS = 100;

/** The process listening on a loopback TCP port (the server, or PostgreSQL's postmaster), from `ss`. */
export function pidListeningOn(port: number): number | null {
  try {
    const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
    const match = /pid=(\d+)/.exec(line);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** A process and its children (PostgreSQL's backends are the postmaster's children). */
function withChildren(pid: number): number[] {
  try {
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/** CPU seconds (user + system) used so far by the processes, their waited-for children included. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime is the 14th, stime 15th, cutime 16th, cstime 17th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS;
}

/**
 * How much CPU the app servers, PostgreSQL and the bench's own clients used over a phase: on a machine of two cores
 * this says which of them limits the latencies (and whether other work took the cores).
 */
export class CpuMeter {
  private startedAt = 0;
  private startLoad = 0;
  private readonly before = new Map<string, number>();

  /** `processes`: a name and a pid each; PostgreSQL's postmaster is counted with its backends. */
  constructor(private readonly processes: { name: string; pid: number | null; withChildren?: boolean }[]) {}

  start(): void {
    this.startedAt = performance.now();
    this.startLoad = loadavg()[0]!;
    for (const p of this.processes) this.before.set(p.name, this.used(p));
    this.before.set('clients', clientSeconds());
  }

  /** One line: each one's CPU seconds over the phase, as a share of one core. */
  report(): string {
    const wall = (performance.now() - this.startedAt) / 1000;
    const share = (seconds: number) => `${seconds.toFixed(1)} s (${((100 * seconds) / wall).toFixed(0)}% of a core)`;
    const parts = this.processes.map((p) =>
      p.pid ? `${p.name} ${share(this.used(p) - this.before.get(p.name)!)}` : `${p.name} unknown`,
    );
    parts.push(`the bench's clients ${share(clientSeconds() - this.before.get('clients')!)}`);
    // Backends that ended during the phase took their time with them: PostgreSQL's figure is a lower bound.
    const load = `the machine's load average (1 min) ${this.startLoad.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    return `CPU over ${wall.toFixed(0)} s: ${parts.join(', ')}; ${load}`;
  }

  private used(p: { pid: number | null; withChildren?: boolean }): number {
    if (!p.pid) return 0;
    return cpuSeconds(p.withChildren ? withChildren(p.pid) : [p.pid]);
  }
}

function clientSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
