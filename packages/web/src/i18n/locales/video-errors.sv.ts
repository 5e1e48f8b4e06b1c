import type { FullCatalogue } from '../catalogue';
import type { videoErrorMessages } from './video-errors.en';

/** The patient's video-error messages in Swedish: the `videoErrors` block of ./sv.ts (see ./video-errors.en.ts). */
export const svVideoErrorMessages: FullCatalogue<typeof videoErrorMessages> = {
  title: {
    auth: 'Länken kan inte användas',
    connection: 'Anslutningsproblem',
    lifecycle: 'Problem med kamera eller mikrofon',
    unknown: 'Något gick fel',
  },
  reason: {
    link_invalid: 'Länken är ogiltig eller har gått ut. Be vårdpersonalen om en ny länk.',
    authentication_failed: 'Länken kunde inte kontrolleras. Be vårdpersonalen om en ny länk.',
    invalid_session: 'Videosamtalet finns inte längre. Be vårdpersonalen om en ny länk.',
    not_permitted: 'Länken ger inte tillgång till samtalet. Be vårdpersonalen om en ny länk.',
    network: 'Vi kunde inte nå konsult. Kontrollera din internetanslutning och försök igen.',
    timeout: 'Anslutningen tog för lång tid. Kontrollera din internetanslutning och försök igen.',
    ice_failed:
      'Videon kom inte igenom ditt nätverk. Prova ett annat nätverk, till exempel mobildata i stället för wifi, och försök igen.',
    connection_lost: 'Anslutningen bröts. Ladda om sidan för att ansluta igen.',
    server_unavailable: 'konsult svarar inte just nu. Vänta en minut och försök igen.',
    permission_denied: 'Webbläsaren blockerade kameran eller mikrofonen. Tillåt dem för den här sidan och försök igen.',
    no_device: 'Ingen kamera eller mikrofon hittades. Anslut en och försök igen.',
    device_busy: 'Kameran eller mikrofonen används av en annan app. Stäng den appen och försök igen.',
    constraints: 'Kameran eller mikrofonen kunde inte startas som den behöver. Prova en annan kamera och försök igen.',
    not_supported:
      'Den här webbläsaren kan inte hantera videosamtal. Öppna länken i en uppdaterad Chrome, Edge, Firefox eller Safari.',
    unknown: 'Något gick fel med videosamtalet. Försök igen.',
  },
  tryAgain: 'Försök igen',
};
