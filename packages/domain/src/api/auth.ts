import { z } from 'zod';
import { COUNTRIES, LOCALES } from '../markets/country';
import { CARE_TYPES, PARTNERSHIP_KINDS, PROFESSIONS, STAFF_ROLES } from '../clinicians/profession';
import { DEFAULT_ATTACHMENT_RULES } from '../messaging/attachments';

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const Pool = z.object({
  id: z.string(),
  name: z.string(),
  country: z.enum(COUNTRIES),
  prorenata: z.boolean(),
  isExternal: z.boolean(),
  partnership: z.string().nullable(),
  partnershipKind: z.enum(PARTNERSHIP_KINDS).nullable(),
  /** The pool keeps its notes in an external EMR (seed 002 §7 emrconfig). */
  usesExternalEmr: z.boolean(),
});
export type Pool = z.infer<typeof Pool>;

/** The signed-in clinician (seed 000 §3 Doctor, plus what the screens derive from it). */
export const Me = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** 'auditor' accounts read access logs and nothing else (issue 14). */
  role: z.enum(STAFF_ROLES),
  profession: z.enum(PROFESSIONS),
  careType: z.enum(CARE_TYPES),
  pool: Pool,
  specialties: z.array(z.string()),
  slotLengthOverride: z.number().int().nullable(),
  countrySpecific: z.object({ FR: z.object({ isIndependent: z.boolean() }).optional() }),
  locale: z.enum(LOCALES),
  signingEnabled: z.boolean(),
  strikingEnabled: z.boolean(),
});
export type Me = z.infer<typeof Me>;

/** Deployment feature flags the screens follow (server config; README). */
export const Features = z.object({
  /** Seed 001 §2.1: Sweden's vaccination tab, "unless a feature flag hides it" (FEATURE_VACCINATION_LIST). */
  vaccinationList: z.boolean(),
  // The action bar's switches (seed 000 §2, §6; seed 002 §2), which ActionFeatures picks:
  /** Seed 000 §4 home-test orders (Sweden's Labportalen, Norway's own). */
  homeTestOrders: z.boolean(),
  /** Seed 002 §2: "UK EPS is offered when the signposting has it enabled". */
  ukEpsSignposting: z.boolean(),
  /** Seed 000 §6: the pollen guidelines need doctorFlags.pollenGuidelinesEnabled. */
  pollenGuidelines: z.boolean(),
  /** Seed 000 §2: the physical lab queue, for clinics that take samples on site. */
  physicalLabQueue: z.boolean(),
});
export type Features = z.infer<typeof Features>;

export const DEFAULT_FEATURES: Features = {
  vaccinationList: true,
  homeTestOrders: true,
  ukEpsSignposting: true,
  pollenGuidelines: true,
  physicalLabQueue: true,
};

/** The deployment's messaging settings (seed 000 §5: attachment names and count come from configuration). */
export const MessagingSettings = z.object({
  attachments: z.object({
    maxCount: z.number().int().nonnegative(),
    extensions: z.array(z.string()).readonly(),
    maxBytes: z.number().int().positive(),
  }),
});
export type MessagingSettings = z.infer<typeof MessagingSettings>;
export const DEFAULT_MESSAGING_SETTINGS: MessagingSettings = { attachments: DEFAULT_ATTACHMENT_RULES };

/** `features` and `messaging` default for a server that predates them, so an older answer still reads. */
export const MeResponse = z.object({
  clinician: Me,
  features: Features.default(DEFAULT_FEATURES),
  messaging: MessagingSettings.default(DEFAULT_MESSAGING_SETTINGS),
});
export type MeResponse = z.infer<typeof MeResponse>;
