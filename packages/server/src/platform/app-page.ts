import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Me } from '@konsult/domain';

/**
 * The clinician app's page (index.html) as a signed-in browser gets it (issue 22): on a cold load the browser learns
 * from the page itself what the app would otherwise ask for one step after another, and starts it beside the app's
 * own code:
 *
 * - the clinician's language (`<html lang>` and `<meta name="konsult-language">`, read by the app before it asks who
 *   is signed in) and the modulepreload of that language's catalogue chunk;
 * - on a consultation's address (/emr/{meetingId}), the screen's chunks (the route and the record pane), their
 *   stylesheets (after the app's own, where the app would add them: it adds none that the page has, and the browser
 *   styles the screen once instead of again when each arrives) and the meeting itself (a fetch preload matching the
 *   app's own request: same URL, same-origin credentials, CORS mode).
 *
 * Nothing here is patient data: a meeting id is the one already in the address, the language is the clinician's own.
 * Still, the page is then the signed-in clinician's: it is never stored (no-store) and varies with the cookie. A
 * request without a valid session gets the built file unchanged.
 */
export type AppPageContent = { html: string; personal: boolean };

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const CATALOGUE_SOURCE = (locale: string) => `src/i18n/locales/${locale}.ts`;
/** The consultation screen's chunks, as its route loads them (router.tsx: the route's component and the pane). */
const CONSULTATION_SOURCES = [
  'src/app/consultation/consultation-route.tsx',
  'src/app/record-pane/record-pane-tabs.tsx',
];
const CONSULTATION_PATH = /^\/emr\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:[?#]|$)/i;

export class AppPage {
  private cached: { mtimeMs: number; html: string; manifest: Manifest } | null = null;

  constructor(private readonly webDist: string) {}

  /** The page for a request to `url` by `clinician` (null: nobody signed in). */
  render(clinician: Me | null, url: string): AppPageContent {
    const { html, manifest } = this.read();
    if (!clinician) return { html, personal: false };
    const locale = clinician.locale ?? DEFAULT_LOCALE[clinician.pool.country];
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const fetches: string[] = [];
    if (locale !== 'en') collectChunk(manifest, CATALOGUE_SOURCE(locale), scripts, styles);
    const meetingId = CONSULTATION_PATH.exec(url)?.[1];
    if (meetingId) {
      for (const source of CONSULTATION_SOURCES) collectChunk(manifest, source, scripts, styles);
      fetches.push(`/api/meeting/doctor/meeting/${meetingId.toLowerCase()}`);
    }
    const links = [
      `<meta name="konsult-language" content="${locale}" />`,
      ...fetches.map((href) => `<link rel="preload" href="${escape(href)}" as="fetch" crossorigin="anonymous" />`),
      // The page's own module script and preloads come first; what is already there is not asked twice.
      ...[...scripts]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escape(file)}" />`),
      ...[...styles]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${escape(file)}" />`),
    ];
    const personal = html
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    return { html: personal, personal: true };
  }

  /** The built page and manifest, read again when the app has been rebuilt (the server is not restarted for it). */
  private read(): { html: string; manifest: Manifest } {
    const page = join(this.webDist, 'index.html');
    const { mtimeMs } = statSync(page);
    if (this.cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest = {};
      try {
        manifest = JSON.parse(readFileSync(join(this.webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      } catch {
        // A build without a manifest: the page goes out without the preloads, as it was built.
      }
      this.cached = { mtimeMs, html: readFileSync(page, 'utf8'), manifest };
    }
    return this.cached;
  }
}

/** A chunk of the manifest with every chunk it imports statically, and their stylesheets. */
function collectChunk(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, scripts, styles);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
