/** The types of postgres.mjs, for the server's tests (TypeScript). */
export const INSTALL_POSTGRES: string;

export interface ThrowawayPostgres {
  /** The `postgres` database of the cluster, to create others from. */
  url: string;
  port: number;
  /** Stops the server and deletes the cluster. */
  stop(): Promise<void>;
}

export function startPostgres(): Promise<ThrowawayPostgres>;
