/** Where clinicians find help (seed 000 §8 contact-support modal and finishing banner). Opened over https. */
export const CLINICIAN_SUPPORT_URL = 'https://support.konsult.example/clinicians';

/** How a clinician gets access to a care unit ("house") in the records system: linked from the house-access modal. */
export const RECORDS_SYSTEM_ACCESS_HELP_URL = `${CLINICIAN_SUPPORT_URL}/records-system-access`;
