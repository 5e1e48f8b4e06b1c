/** One request the load made: its route (as the API document names it), when, how long, and how it ended. */
export type Sample = {
  route: string;
  startedAt: number;
  ms: number;
  status: number;
  /** The server's x-request-id: what its audit rows name. */
  requestId: string | null;
};

/** Every request of a phase, for per-route percentiles, error counts and the audit check. */
export class Recorder {
  readonly samples: Sample[] = [];

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  /** One line per route: count, p50, p99, max, errors (no answer, or any 4xx or 5xx: the script expects none). */
  byRoute(filter: (s: Sample) => boolean = () => true): RouteFigures[] {
    const routes = new Map<string, Sample[]>();
    for (const s of this.samples.filter(filter)) routes.set(s.route, [...(routes.get(s.route) ?? []), s]);
    return [...routes]
      .map(([route, samples]) => figures(route, samples))
      .sort((x, y) => x.route.localeCompare(y.route));
  }

  all(filter: (s: Sample) => boolean = () => true): RouteFigures {
    return figures('all routes', this.samples.filter(filter));
  }
}

export type RouteFigures = { route: string; count: number; p50: number; p99: number; max: number; errors: number };

export function isError(s: Sample): boolean {
  return s.status === 0 || s.status >= 400;
}

function figures(route: string, samples: Sample[]): RouteFigures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)] ?? 0;
  return {
    route,
    count: samples.length,
    p50: at(0.5),
    p99: at(0.99),
    max: ms.at(-1) ?? 0,
    errors: samples.filter(isError).length,
  };
}

export function table(rows: RouteFigures[], budgetMs: number | null): string {
  const width = Math.max(...rows.map((r) => r.route.length), 10);
  const head = `  ${'route'.padEnd(width)}  ${'count'.padStart(6)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'max ms'.padStart(7)}  errors`;
  const lines = rows.map((r) => {
    const over = budgetMs !== null && (r.p99 > budgetMs || r.errors > 0) ? '  ← over budget' : '';
    return `  ${r.route.padEnd(width)}  ${String(r.count).padStart(6)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${r.max.toFixed(1).padStart(7)}  ${String(r.errors).padStart(6)}${over}`;
  });
  return [head, ...lines].join('\n');
}
