import { useEffect } from 'react';
import { sessionStore, useSession } from '../../features/auth/lib/session';
import { startProfileSync } from '../../features/games/profile/profile-store';

/**
 * Links the games' player profile to the reader's session (features do not know each other):
 * a signed-in reader's profile is merged with the account's now and at each sign-in. Whether
 * the reader is signed in, for the profile to say where it is kept.
 */
export function useGameAccount(): boolean {
  const session = useSession();
  useEffect(() => {
    startProfileSync({
      signedIn: () => sessionStore().get() !== null,
      onSignIn: (listener) =>
        sessionStore().onAuthStateChange((event) => {
          if (event === 'SIGNED_IN') listener();
        }),
    });
  }, []);
  return session !== null;
}
