import type { PatientTexts } from '../i18n/locales/patient.en';
import { browserLanguages, patientLanguage } from './patient-language';
import { usePageLanguageOf } from './patient-texts';

/** The server (or the page's code) could not be reached: said, with "Try again". */
export function Unreachable({ texts, onRetry }: { texts: PatientTexts; onRetry: () => void }) {
  return (
    <div role="alert" className="join__message">
      <p>{texts.page.unreachable}</p>
      <button type="button" onClick={onRetry}>
        {texts.page.tryAgain}
      </button>
    </div>
  );
}

/**
 * The page could not be fetched (or failed while showing): said in the browser's language (the programme's is not
 * known yet), with "Try again"; busy while the language's texts are fetched.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const page = usePageLanguageOf(patientLanguage(undefined, browserLanguages()));
  return (
    <main className="join" aria-busy={!page}>
      {page && <Unreachable texts={page.texts} onRetry={onRetry} />}
    </main>
  );
}
