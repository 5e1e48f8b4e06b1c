import type { RenewalRejectionReason } from '../api/prescription-renewals';
import type { Locale } from '../markets/country';

/**
 * What the patient reads when a renewal is rejected in a text meeting, by reason, in the patient's language
 * (none_of_the_above: the clinician writes it). Written as a Swedish GP would write to a patient.
 */
export const RENEWAL_REJECTION_MESSAGES: Record<
  Locale,
  Record<Exclude<RenewalRejectionReason, 'none_of_the_above'>, string>
> = {
  sv: {
    requesting_supplement_to_previous_request:
      'Hej! För att kunna ta ställning till din förnyelse behöver vi mer information. Skicka gärna en ny förfrågan där du berättar hur behandlingen fungerar och om du har några biverkningar.',
    no_drug_therapy_prescribed:
      'Hej! Vi kan inte förnya det här läkemedlet eftersom vi inte har förskrivit behandlingen tidigare. Kontakta den mottagning som ordinerade läkemedlet.',
    physical_examination_procedure:
      'Hej! Innan läkemedlet kan förnyas behöver du undersökas på plats. Boka gärna en tid på din vårdcentral.',
    addictive_medication:
      'Hej! Läkemedlet kan vara beroendeframkallande och förnyas därför inte digitalt. Kontakta den mottagning som har hand om din behandling.',
    treatment_given:
      'Hej! Du har redan ett giltigt recept på läkemedlet, så ingen förnyelse behövs just nu. Hör av dig igen när receptet börjar ta slut.',
  },
  en: {
    requesting_supplement_to_previous_request:
      'Hello. To decide on your renewal we need more information. Please send a new request telling us how the treatment works for you and whether you have any side effects.',
    no_drug_therapy_prescribed:
      'Hello. We cannot renew this medicine because we did not prescribe the treatment. Please contact the practice that prescribed it.',
    physical_examination_procedure:
      'Hello. You need to be examined in person before this medicine can be renewed. Please book an appointment at your practice.',
    addictive_medication:
      'Hello. This medicine can be habit-forming, so it is not renewed online. Please contact the practice that manages your treatment.',
    treatment_given:
      'Hello. You already have a valid prescription for this medicine, so no renewal is needed now. Get in touch again when it is running out.',
  },
  nb: {
    requesting_supplement_to_previous_request:
      'Hei! For å vurdere fornyelsen trenger vi mer informasjon. Send gjerne en ny forespørsel der du forteller hvordan behandlingen fungerer og om du har bivirkninger.',
    no_drug_therapy_prescribed:
      'Hei! Vi kan ikke fornye dette legemidlet fordi vi ikke har forskrevet behandlingen. Ta kontakt med legekontoret som forskrev det.',
    physical_examination_procedure:
      'Hei! Du må undersøkes ved oppmøte før legemidlet kan fornyes. Bestill gjerne time hos fastlegen din.',
    addictive_medication:
      'Hei! Legemidlet kan gi avhengighet og fornyes derfor ikke digitalt. Ta kontakt med legen som følger opp behandlingen din.',
    treatment_given:
      'Hei! Du har allerede en gyldig resept på legemidlet, så det trengs ingen fornyelse nå. Ta kontakt igjen når resepten begynner å gå ut.',
  },
  fr: {
    requesting_supplement_to_previous_request:
      'Bonjour, pour examiner votre demande de renouvellement, nous avons besoin de précisions. Merci d’envoyer une nouvelle demande indiquant comment se passe le traitement et si vous avez des effets indésirables.',
    no_drug_therapy_prescribed:
      'Bonjour, nous ne pouvons pas renouveler ce médicament car nous ne l’avons pas prescrit. Merci de contacter le cabinet qui l’a prescrit.',
    physical_examination_procedure:
      'Bonjour, un examen en présentiel est nécessaire avant de renouveler ce médicament. Merci de prendre rendez-vous avec votre médecin traitant.',
    addictive_medication:
      'Bonjour, ce médicament peut entraîner une dépendance et n’est donc pas renouvelé à distance. Merci de contacter le médecin qui suit votre traitement.',
    treatment_given:
      'Bonjour, vous avez déjà une ordonnance valide pour ce médicament : aucun renouvellement n’est nécessaire pour le moment. Recontactez-nous lorsqu’elle arrivera à échéance.',
  },
  de: {
    requesting_supplement_to_previous_request:
      'Guten Tag, um über Ihr Folgerezept zu entscheiden, brauchen wir mehr Informationen. Bitte senden Sie eine neue Anfrage und schreiben Sie, wie die Behandlung wirkt und ob Nebenwirkungen auftreten.',
    no_drug_therapy_prescribed:
      'Guten Tag, wir können dieses Medikament nicht erneut verordnen, da wir die Behandlung nicht verordnet haben. Bitte wenden Sie sich an die Praxis, die es verordnet hat.',
    physical_examination_procedure:
      'Guten Tag, vor einer erneuten Verordnung ist eine Untersuchung vor Ort nötig. Bitte vereinbaren Sie einen Termin in Ihrer Praxis.',
    addictive_medication:
      'Guten Tag, dieses Medikament kann abhängig machen und wird daher nicht online erneut verordnet. Bitte wenden Sie sich an die Praxis, die Ihre Behandlung betreut.',
    treatment_given:
      'Guten Tag, Sie haben bereits ein gültiges Rezept für dieses Medikament, ein Folgerezept ist derzeit nicht nötig. Melden Sie sich wieder, wenn es zur Neige geht.',
  },
};

/** In a video meeting the rejection only tells the patient it was handled in the call. */
export const RENEWAL_VIDEO_MESSAGE: Record<Locale, string> = {
  sv: 'Hej! Vi har gått igenom din förnyelse under videosamtalet. Läkemedlen vi inte förnyade har vi pratat om i samtalet.',
  en: 'Hello. We went through your renewal request in the video call. The medicines we did not renew were discussed in the call.',
  nb: 'Hei! Vi gikk gjennom fornyelsen din i videosamtalen. Legemidlene vi ikke fornyet, snakket vi om i samtalen.',
  fr: 'Bonjour, nous avons examiné votre demande de renouvellement pendant la téléconsultation. Les médicaments non renouvelés ont été abordés lors de l’appel.',
  de: 'Guten Tag, wir haben Ihre Anfrage im Videogespräch besprochen. Über die nicht erneut verordneten Medikamente haben wir im Gespräch gesprochen.',
};

/** The message's subject in the patient's inbox. */
export const RENEWAL_MESSAGE_SUBJECT: Record<Locale, string> = {
  sv: 'Din receptförnyelse',
  en: 'Your prescription renewal',
  nb: 'Din reseptfornyelse',
  fr: 'Votre renouvellement d’ordonnance',
  de: 'Ihr Folgerezept',
};
