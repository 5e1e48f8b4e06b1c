/**
 * /join/:token. The one-time link (token → meeting, expiry, camera preview, join and decline) arrives in a later
 * issue; until then every link is honestly reported as unusable. Patient-side i18n comes with that issue too.
 */
export function JoinPage({ token }: { token: string | null }) {
  return (
    <main className="join" data-token-present={token ? 'true' : 'false'}>
      <h1 className="join__title">konsult — video consultation</h1>
      <p className="join__message" role="alert">
        This link is not valid or has expired. Ask your clinician for a new link.
      </p>
    </main>
  );
}
