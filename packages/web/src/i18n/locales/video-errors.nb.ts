import type { FullCatalogue } from '../catalogue';
import type { videoErrorMessages } from './video-errors.en';

/** The patient's video-error messages in Norwegian (bokmål): the `videoErrors` block of ./nb.ts (see ./video-errors.en.ts). */
export const nbVideoErrorMessages: FullCatalogue<typeof videoErrorMessages> = {
  title: {
    auth: 'Lenken kan ikke brukes',
    connection: 'Tilkoblingsproblem',
    lifecycle: 'Problem med kamera eller mikrofon',
    unknown: 'Noe gikk galt',
  },
  reason: {
    link_invalid: 'Lenken er ugyldig eller utløpt. Be behandleren din om en ny lenke.',
    authentication_failed: 'Lenken kunne ikke kontrolleres. Be behandleren din om en ny lenke.',
    invalid_session: 'Videosamtalen er ikke lenger tilgjengelig. Be behandleren din om en ny lenke.',
    not_permitted: 'Lenken gir ikke tilgang til samtalen. Be behandleren din om en ny lenke.',
    network: 'Vi fikk ikke kontakt med konsult. Sjekk internettforbindelsen og prøv igjen.',
    timeout: 'Tilkoblingen tok for lang tid. Sjekk internettforbindelsen og prøv igjen.',
    ice_failed:
      'Videoen kom ikke gjennom nettverket ditt. Prøv et annet nettverk, for eksempel mobildata i stedet for wifi, og prøv igjen.',
    connection_lost: 'Forbindelsen ble brutt. Last inn siden på nytt for å bli med igjen.',
    server_unavailable: 'konsult svarer ikke akkurat nå. Vent et minutt og prøv igjen.',
    permission_denied: 'Nettleseren blokkerte kameraet eller mikrofonen. Gi tillatelse for denne siden og prøv igjen.',
    no_device: 'Fant ingen kamera eller mikrofon. Koble til en og prøv igjen.',
    device_busy: 'Kameraet eller mikrofonen brukes av en annen app. Lukk den appen og prøv igjen.',
    constraints: 'Kameraet eller mikrofonen kunne ikke startes som nødvendig. Prøv et annet kamera, og prøv igjen.',
    not_supported:
      'Denne nettleseren støtter ikke videosamtaler. Åpne lenken i en oppdatert versjon av Chrome, Edge, Firefox eller Safari.',
    unknown: 'Noe gikk galt med videosamtalen. Prøv igjen.',
  },
  tryAgain: 'Prøv igjen',
};
