/**
 * The part of the environment (env.ts's Env) the S3 group reads: declared here so that env.ts,
 * which checks the group while it parses, and this file do not import each other.
 */
export interface S3Env {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  API_TARGET?: string | undefined;
  IMAGE_ORIGINS: readonly string[];
}

/**
 * The S3 settings (pictures in an S3-compatible bucket): checked as one group, since a part of it
 * alone would leave the pictures on disk unnoticed, and read into what the media store takes.
 */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** What is wrong with the S3 group as set (nothing when none of it is). */
export function s3Problems(env: S3Env): { path: string; message: string }[] {
  const named = S3_SETTINGS.filter((key) => env[key] !== undefined);
  if (named.length === 0) return [];
  const problems: { path: string; message: string }[] = [];
  if (!env.S3_BUCKET)
    problems.push({
      path: 'S3_BUCKET',
      message: `set S3_BUCKET with ${named.join(', ')}: the bucket the pictures go to`,
    });
  if (!env.S3_REGION)
    problems.push({
      path: 'S3_REGION',
      message: 'set S3_REGION with S3_BUCKET (us-east-1 suits most S3-compatible servers)',
    });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push({
      path: env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message:
        'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the AWS SDK’s own credentials)',
    });
  if (env.API_TARGET)
    problems.push({
      path: 'S3_BUCKET',
      message:
        'the S3 settings are for the embedded API: with API_TARGET your backend keeps its own pictures',
    });
  return problems;
}

/** Where the embedded API keeps its pictures when S3_BUCKET is set; links go to IMAGE_ORIGINS' first. */
export function s3Settings(env: S3Env) {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicOrigin: env.IMAGE_ORIGINS[0],
  };
}
