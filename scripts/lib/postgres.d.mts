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

/** The path of one of PostgreSQL's programs (`pg_dump`, `psql`…), of the newest version installed. */
export function postgresProgram(name: string): string;
