import {
  DEFAULT_FEATURES,
  DEFAULT_MESSAGING_SETTINGS,
  type Features,
  type Me,
  type MessagingSettings,
  type RecordPaneContext,
} from '@konsult/domain';
import { createContext, type ReactNode, useContext } from 'react';

const MeContext = createContext<Me | null>(null);
const FeaturesContext = createContext<Features>(DEFAULT_FEATURES);
const MessagingContext = createContext<MessagingSettings>(DEFAULT_MESSAGING_SETTINGS);

/** Given by the authenticated layout once the session is known, so screens read the clinician synchronously. */
export function MeProvider({
  me,
  features = DEFAULT_FEATURES,
  messaging = DEFAULT_MESSAGING_SETTINGS,
  children,
}: {
  me: Me;
  features?: Features;
  messaging?: MessagingSettings;
  children: ReactNode;
}) {
  return (
    <MeContext value={me}>
      <FeaturesContext value={features}>
        <MessagingContext value={messaging}>{children}</MessagingContext>
      </FeaturesContext>
    </MeContext>
  );
}

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe() must be used inside the authenticated layout');
  return me;
}

/** The deployment's feature flags (GET /api/auth/me `features`). */
export function useFeatures(): Features {
  return useContext(FeaturesContext);
}

/** The deployment's messaging settings (GET /api/auth/me `messaging`): attachment count and extensions. */
export function useMessagingSettings(): MessagingSettings {
  return useContext(MessagingContext);
}

/** The clinician as the domain's offer rules see them: which actions and which record-pane tabs they are given. */
export function clinicianFacts(me: Me): RecordPaneContext['clinician'] {
  return {
    country: me.pool.country,
    profession: me.profession,
    careType: me.careType,
    isExternal: me.pool.isExternal,
    partnershipKind: me.pool.partnershipKind,
  };
}
