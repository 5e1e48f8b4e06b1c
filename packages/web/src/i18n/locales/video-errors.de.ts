import type { FullCatalogue } from '../catalogue';
import type { videoErrorMessages } from './video-errors.en';

/** The patient's video-error messages in German (Germany): the `videoErrors` block of ./de.ts (see ./video-errors.en.ts). */
export const deVideoErrorMessages: FullCatalogue<typeof videoErrorMessages> = {
  title: {
    auth: 'Dieser Link kann nicht verwendet werden',
    connection: 'Verbindungsproblem',
    lifecycle: 'Problem mit Kamera oder Mikrofon',
    unknown: 'Etwas ist schiefgelaufen',
  },
  reason: {
    link_invalid:
      'Dieser Link ist ungültig oder abgelaufen. Fordern Sie bei Ihrem Behandlungsteam einen neuen Link an.',
    authentication_failed:
      'Dieser Link konnte nicht geprüft werden. Fordern Sie bei Ihrem Behandlungsteam einen neuen Link an.',
    invalid_session:
      'Dieser Videoanruf ist nicht mehr verfügbar. Fordern Sie bei Ihrem Behandlungsteam einen neuen Link an.',
    not_permitted:
      'Mit diesem Link können Sie dem Anruf nicht beitreten. Fordern Sie bei Ihrem Behandlungsteam einen neuen Link an.',
    network: 'konsult ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    timeout:
      'Der Verbindungsaufbau hat zu lange gedauert. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    ice_failed:
      'Das Video kam nicht durch Ihr Netzwerk. Versuchen Sie es in einem anderen Netzwerk, zum Beispiel mit mobilen Daten statt WLAN, und dann erneut.',
    connection_lost: 'Die Verbindung wurde unterbrochen. Laden Sie die Seite neu, um erneut beizutreten.',
    server_unavailable: 'konsult antwortet gerade nicht. Warten Sie eine Minute und versuchen Sie es erneut.',
    permission_denied:
      'Ihr Browser hat Kamera oder Mikrofon blockiert. Erlauben Sie den Zugriff für diese Seite und versuchen Sie es erneut.',
    no_device:
      'Es wurde keine Kamera und kein Mikrofon gefunden. Schließen Sie ein Gerät an und versuchen Sie es erneut.',
    device_busy:
      'Ihre Kamera oder Ihr Mikrofon wird von einer anderen App verwendet. Schließen Sie diese App und versuchen Sie es erneut.',
    constraints:
      'Ihre Kamera oder Ihr Mikrofon konnte nicht wie benötigt gestartet werden. Versuchen Sie es mit einer anderen Kamera und dann erneut.',
    not_supported:
      'Mit diesem Browser sind keine Videoanrufe möglich. Öffnen Sie den Link in einer aktuellen Version von Chrome, Edge, Firefox oder Safari.',
    unknown: 'Beim Videoanruf ist etwas schiefgelaufen. Versuchen Sie es erneut.',
  },
  tryAgain: 'Erneut versuchen',
};
