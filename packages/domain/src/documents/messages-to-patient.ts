import type { DocumentKind, MessageLanguage, MessageToPatientText } from './templates';

/**
 * What a document of each kind is sent to the patient with: short, in the clinician's voice, signed by name, in each
 * language a patient may prefer. Each is written as a clinic of that country writes to its patients: a capital after
 * the greeting in French and Norwegian, none in German; "vous" and "Sie" with the given name, as a video clinic does.
 */
export const MESSAGE_TO_PATIENT: Record<DocumentKind, Record<MessageLanguage, MessageToPatientText>> = {
  certificate: {
    sv: {
      subject: 'Ditt läkarintyg',
      message:
        'Hej {{patientGivenName}},\n\nhär är ditt läkarintyg från ditt besök hos oss. Det finns bifogat som PDF, så du kan visa det för eller skicka det till den som har bett om det.\n\nSvara gärna här om något i intyget behöver ändras.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Your medical certificate',
      message:
        'Hello {{patientGivenName}},\n\nhere is your medical certificate from your consultation with us. It is attached as a PDF, so you can show it or send it to whoever asked for it.\n\nReply here if anything in it needs to change.\n\nKind regards,\n{{clinicianName}}',
    },
    nb: {
      subject: 'Legeerklæringen din',
      message:
        'Hei {{patientGivenName}},\n\nHer er legeerklæringen fra konsultasjonen hos oss. Den ligger vedlagt som PDF, så du kan vise den frem eller sende den til den som har bedt om den.\n\nSvar gjerne her hvis noe i erklæringen må endres.\n\nVennlig hilsen\n{{clinicianName}}',
    },
    fr: {
      subject: 'Votre certificat médical',
      message:
        'Bonjour {{patientGivenName}},\n\nVoici votre certificat médical suite à votre téléconsultation. Il est joint en PDF : vous pouvez le présenter ou le transmettre à la personne qui vous l’a demandé.\n\nSi quelque chose doit être corrigé, répondez-moi simplement ici.\n\nBien cordialement,\n{{clinicianName}}',
    },
    de: {
      subject: 'Ihre ärztliche Bescheinigung',
      message:
        'Guten Tag {{patientGivenName}},\n\nanbei erhalten Sie Ihre Bescheinigung aus der Videosprechstunde als PDF. Sie können sie vorzeigen oder an die Stelle weiterleiten, die sie angefordert hat.\n\nFalls etwas geändert werden muss, antworten Sie gern hier.\n\nMit freundlichen Grüßen\n{{clinicianName}}',
    },
  },
  'referral-letter': {
    sv: {
      subject: 'Din remiss',
      message:
        'Hej {{patientGivenName}},\n\njag har skickat en remiss för dig och bifogar en kopia som PDF. Mottagningen hör av sig när de har en tid åt dig; ta gärna med remissen till besöket.\n\nHar du inte hört något inom tre veckor kan du skriva till mig här.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Your referral letter',
      message:
        'Hello {{patientGivenName}},\n\nI have sent a referral for you and attach a copy as a PDF. The clinic will contact you when they have an appointment for you; please bring the letter along.\n\nIf you have not heard from them within three weeks, write to me here.\n\nKind regards,\n{{clinicianName}}',
    },
    nb: {
      subject: 'Henvisningen din',
      message:
        'Hei {{patientGivenName}},\n\nJeg har sendt en henvisning for deg, og en kopi ligger vedlagt som PDF. Du får brev når de har vurdert henvisningen og har en time til deg; ta gjerne med kopien.\n\nHar du ikke hørt noe innen tre uker, kan du skrive til meg her.\n\nVennlig hilsen\n{{clinicianName}}',
    },
    // In France and Germany the patient takes the letter to the specialist and books the appointment themselves.
    fr: {
      subject: 'Votre courrier pour le spécialiste',
      message:
        'Bonjour {{patientGivenName}},\n\nVoici le courrier d’adressage dont nous avons parlé, joint en PDF. Prenez rendez-vous avec le spécialiste indiqué et apportez-lui ce courrier lors de la consultation.\n\nJe reste disponible ici si vous avez une question.\n\nBien cordialement,\n{{clinicianName}}',
    },
    de: {
      subject: 'Ihr Überweisungsbrief',
      message:
        'Guten Tag {{patientGivenName}},\n\nanbei erhalten Sie Ihren Überweisungsbrief als PDF. Bitte vereinbaren Sie einen Termin in der genannten Praxis oder Klinik und bringen Sie den Brief dorthin mit.\n\nBei Fragen antworten Sie gern hier.\n\nMit freundlichen Grüßen\n{{clinicianName}}',
    },
  },
  'travel-certificate': {
    sv: {
      subject: 'Ditt reseintyg',
      message:
        'Hej {{patientGivenName}},\n\nhär är ditt reseintyg för läkemedlen du tar med dig. Skriv gärna ut det och ha det i handbagaget tillsammans med läkemedlen i originalförpackningarna.\n\nTrevlig resa!\n{{clinicianName}}',
    },
    en: {
      subject: 'Your travel certificate',
      message:
        'Hello {{patientGivenName}},\n\nhere is your travel certificate for the medication you are taking with you. Print it and keep it in your hand luggage with the medicines in their original packaging.\n\nHave a good journey,\n{{clinicianName}}',
    },
    nb: {
      subject: 'Reiseattesten din',
      message:
        'Hei {{patientGivenName}},\n\nHer er reiseattesten for legemidlene du skal ha med deg. Skriv den gjerne ut og ha den i håndbagasjen sammen med legemidlene i originalpakningen.\n\nGod tur!\n{{clinicianName}}',
    },
    fr: {
      subject: 'Votre certificat de voyage',
      message:
        'Bonjour {{patientGivenName}},\n\nVoici votre certificat pour les médicaments que vous emportez en voyage. Imprimez-le et gardez-le dans votre bagage à main, avec les médicaments dans leur boîte d’origine.\n\nBon voyage,\n{{clinicianName}}',
    },
    de: {
      subject: 'Ihre Reisebescheinigung',
      message:
        'Guten Tag {{patientGivenName}},\n\nanbei erhalten Sie Ihre Reisebescheinigung für die Medikamente, die Sie mitnehmen. Drucken Sie sie am besten aus und tragen Sie sie mit den Medikamenten in der Originalverpackung im Handgepäck.\n\nGute Reise!\n{{clinicianName}}',
    },
  },
  'care-summary': {
    sv: {
      subject: 'Sammanfattning av ditt besök',
      message:
        'Hej {{patientGivenName}},\n\nhär är en sammanfattning av vårt samtal och de råd vi gick igenom. Läs den i lugn och ro, och svara här om något är oklart eller om dina besvär blir värre.\n\nVänliga hälsningar\n{{clinicianName}}',
    },
    en: {
      subject: 'Summary of your consultation',
      message:
        'Hello {{patientGivenName}},\n\nhere is a summary of our conversation and the advice we went through. Read it at your own pace, and reply here if anything is unclear or your symptoms get worse.\n\nKind regards,\n{{clinicianName}}',
    },
    nb: {
      subject: 'Oppsummering av konsultasjonen',
      message:
        'Hei {{patientGivenName}},\n\nHer er en oppsummering av samtalen vår og rådene vi gikk gjennom. Les den i ro og mak, og svar her hvis noe er uklart eller plagene blir verre.\n\nVennlig hilsen\n{{clinicianName}}',
    },
    fr: {
      subject: 'Compte rendu de votre consultation',
      message:
        'Bonjour {{patientGivenName}},\n\nVoici le compte rendu de notre échange et les conseils dont nous avons parlé. Prenez le temps de le lire, et répondez-moi ici si quelque chose n’est pas clair ou si vos symptômes s’aggravent.\n\nBien cordialement,\n{{clinicianName}}',
    },
    de: {
      subject: 'Zusammenfassung Ihrer Videosprechstunde',
      message:
        'Guten Tag {{patientGivenName}},\n\nanbei finden Sie eine Zusammenfassung unseres Gesprächs und der besprochenen Empfehlungen. Lesen Sie sie in Ruhe durch und antworten Sie gern hier, wenn etwas unklar ist oder Ihre Beschwerden zunehmen.\n\nMit freundlichen Grüßen\n{{clinicianName}}',
    },
  },
};
