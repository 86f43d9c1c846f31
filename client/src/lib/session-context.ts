import { createContext, useContext } from 'react';

/** Session actions, provided by the app (it owns the router and the query cache). */
export interface Session {
  /** Stores the token (localStorage when remembered, else sessionStorage) and forgets any old user. */
  signIn(token: string, remember: boolean): void;
  /** Clears both stores and the cached user, then goes to the login page. */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs the app providers');
  return session;
}
