import type { FullCatalogue } from '../catalogue';
import type { sickNotesMessages } from './sick-notes.en';

/**
 * The Swedish sick note in French: the `sickNotes` block of ./fr.ts (see ./sick-notes.en.ts). The Swedish
 * authority and form keep their Swedish names.
 */
export const frSickNotesMessages: FullCatalogue<typeof sickNotesMessages> = {
  title: 'Arrêt de travail (Suède)',
  intro:
    'Certificat médical pour indemnités journalières de la Försäkringskassan (FK 7804). À la signature, il est transmis à la Försäkringskassan et le patient en reçoit une copie dans ses messages.',
  loading: 'Chargement des arrêts de travail de la consultation',
  errorTitle: 'Impossible de charger les arrêts de travail',
  error: 'Les arrêts de travail de la consultation n’ont pas pu être chargés. Réessayez dans un instant.',
  submit: 'Signer et envoyer',
  signedNotice:
    'L’arrêt de travail est signé et transmis à la Försäkringskassan. Le patient en a reçu une copie dans ses messages.',
  fields: {
    diagnosisCode: 'Code CIM-10',
    diagnosisText: 'Diagnostic',
    diagnosisFromNote: 'Repris du diagnostic principal de la note',
    basis: 'Le certificat repose sur',
    basisDate: 'Date du contact',
    occupation: 'Profession',
    occupationHint: 'Le travail au regard duquel la capacité de travail est évaluée',
    functionImpairment: 'Déficience fonctionnelle',
    functionImpairmentHint: 'Comment la maladie affecte les fonctions du patient : vos constatations cliniques',
    activityLimitation: 'Limitation d’activité',
    activityLimitationHint: 'Ce que le patient ne peut plus faire, ou fait difficilement, du fait de la déficience',
    measures: 'Mesures recommandées',
    measuresText: 'Précisions sur les mesures',
    messageBody: 'Message au patient',
    messageBodyHint: 'Envoyé avec la copie du certificat destinée au patient',
  },
  bases: {
    examination: 'Mon examen du patient',
    phone: 'Mon entretien téléphonique avec le patient',
    video: 'Ma téléconsultation vidéo avec le patient',
  },
  periods: {
    legend: 'Arrêt de travail',
    hint: 'La capacité de travail est réduite du taux indiqué, du premier au dernier jour indiqués inclus.',
    period: 'Période {{n}}',
    degree: 'Taux',
    from: 'Du',
    to: 'Au',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    add: 'Ajouter une période',
    remove: 'Supprimer la période {{n}}',
  },
  degrees: { '25': 'Un quart (25 %)', '50': 'Mi-temps (50 %)', '75': 'Trois quarts (75 %)', '100': 'Total (100 %)' },
  measures: {
    work_adjustment: 'Aménagement du poste de travail',
    work_training: 'Reprise progressive encadrée',
    occupational_health: 'Contact avec la médecine du travail',
    ergonomic_assessment: 'Évaluation ergonomique',
    task_redistribution: 'Répartition différente des tâches',
    other: 'Autre',
  },
  problems: {
    required: 'Obligatoire.',
    invalid_code: 'Code CIM-10 non valide (p. ex. F43.2).',
    invalid_degree: 'Choisissez 25, 50, 75 ou 100 %.',
    invalid_date: 'Saisissez une date.',
    in_future: 'Le contact ne peut pas être dans le futur.',
    too_old: 'Le contact date de plus de 30 jours : revoyez le patient avant de certifier.',
    ends_before_start: 'La période se termine avant de commencer.',
    too_early: 'Commence plus de 7 jours avant le contact.',
    too_long: 'Une période ne peut dépasser un an.',
    overlap: 'Chevauche la période {{period}} : les périodes ne doivent pas se chevaucher.',
  },
  failures: {
    title: 'L’arrêt de travail n’a pas été signé',
    invalid: 'Corrigez les champs signalés. Rien n’a été signé.',
    serviceDown:
      'Le service de certificats est indisponible. Votre saisie est conservée : signez à nouveau dans un instant.',
    timeout:
      'Le service de certificats n’a pas répondu à temps. Votre saisie est conservée : signez à nouveau, il ne sera pas signé deux fois.',
    rejected: 'Le service de certificats a refusé le certificat. Rien n’a été signé.',
    forbidden: 'Seuls les médecins exerçant en Suède peuvent signer un arrêt de travail suédois.',
    other: 'L’arrêt de travail n’a pas pu être signé. Vérifiez la connexion et réessayez.',
  },
  status: { SIGNED: 'Signé et envoyé' },
  signed: {
    title: 'Signés lors de cette consultation',
    period: '{{degree}} % du {{from}} au {{to}}',
    certificate: 'certificat {{id}}',
    copySent: 'copie envoyée au patient',
    openPdf: 'Ouvrir le certificat (PDF)',
  },
};
