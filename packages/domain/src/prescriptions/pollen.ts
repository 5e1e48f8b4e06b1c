import type { PollenDenialReason } from '../api/pollen';
import type { Locale } from '../markets/country';

/**
 * The message a pollen denial sends, in the patient's language, and whether it carries the book-revisit button
 * (seed 000 §7, §9): the complementary-questions reason sends its own text and the button; the other reason sends
 * what the clinician wrote. Null when there is nothing to send (reason_other without text).
 */
export function pollenDenialMessage(
  reason: PollenDenialReason,
  ownText: string,
  locale: Locale,
): { message: string; bookRevisitButton: boolean } | null {
  if (reason === 'reason_complimentary_questions') {
    return { message: POLLEN_COMPLEMENTARY_QUESTIONS[locale], bookRevisitButton: true };
  }
  const text = ownText.trim();
  return text === '' ? null : { message: text, bookRevisitButton: false };
}

/** Seed 000 §9: only reason_other lets the clinician write the message. */
export const isPollenTextEditable = (reason: PollenDenialReason | null) => reason === 'reason_other';

export const POLLEN_COMPLEMENTARY_QUESTIONS: Record<Locale, string> = {
  sv: 'Hej! Vi behöver veta lite mer om dina besvär innan vi kan skriva ut allergimedicin. Boka ett videomöte med oss via knappen nedan så går vi igenom det tillsammans.',
  en: 'Hello. We need to know a little more about your symptoms before we can prescribe allergy medicine. Book a video appointment with us using the button below and we will go through it together.',
  nb: 'Hei! Vi trenger å vite litt mer om plagene dine før vi kan skrive ut allergimedisin. Bestill en videotime hos oss med knappen under, så går vi gjennom det sammen.',
  fr: 'Bonjour, nous avons besoin de quelques précisions sur vos symptômes avant de prescrire un traitement antiallergique. Prenez rendez-vous en vidéo avec nous grâce au bouton ci-dessous et nous ferons le point ensemble.',
  de: 'Guten Tag, bevor wir Ihnen ein Allergiemedikament verordnen können, brauchen wir noch etwas mehr über Ihre Beschwerden zu wissen. Buchen Sie über die Schaltfläche unten einen Videotermin, dann besprechen wir es gemeinsam.',
};

/** The subject of the denial in the patient's inbox. */
export const POLLEN_MESSAGE_SUBJECT: Record<Locale, string> = {
  sv: 'Din förfrågan om allergimedicin',
  en: 'Your request for allergy medicine',
  nb: 'Din forespørsel om allergimedisin',
  fr: 'Votre demande de traitement antiallergique',
  de: 'Ihre Anfrage zu Allergiemedikamenten',
};
