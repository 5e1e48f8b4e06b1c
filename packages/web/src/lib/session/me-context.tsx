import type { Me } from '@konsult/domain';
import { createContext, type ReactNode, useContext } from 'react';

const MeContext = createContext<Me | null>(null);

/** Given by the authenticated layout once the session is known, so screens read the clinician synchronously. */
export function MeProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <MeContext value={me}>{children}</MeContext>;
}

export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe() must be used inside the authenticated layout');
  return me;
}
