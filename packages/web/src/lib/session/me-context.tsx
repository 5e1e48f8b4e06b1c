import { DEFAULT_FEATURES, type Features, type Me } from '@konsult/domain';
import { createContext, type ReactNode, useContext } from 'react';

const MeContext = createContext<Me | null>(null);
const FeaturesContext = createContext<Features>(DEFAULT_FEATURES);

/** Given by the authenticated layout once the session is known, so screens read the clinician synchronously. */
export function MeProvider({
  me,
  features = DEFAULT_FEATURES,
  children,
}: {
  me: Me;
  features?: Features;
  children: ReactNode;
}) {
  return (
    <MeContext value={me}>
      <FeaturesContext value={features}>{children}</FeaturesContext>
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
