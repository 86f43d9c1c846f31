import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { errorBody, schemas } from '@cakeshop/shared';
import type { Endpoint, EndpointName, ErrorBody, ResponseOf } from '@cakeshop/shared';
import express from 'express';
import type { Express } from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import type { z } from 'zod';

import { createApi } from '../../src/api/index';
import type { ApiConfig, EmbeddedApi } from '../../src/api/index';
import { allRows, migratedTestDatabaseUrl } from './database';
import { TEST_HASH_COST } from './hash-cost';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApi {
  app: Express;
  api: EmbeddedApi;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh temporary DATA_DIR per test file (or the given one, to test reopening). */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cakeshop-api-'));
}

/**
 * Builds the API as the BFF does and mounts it at /api on a bare Express app, hashing passwords
 * at the suite's cheap cost unless `hashCost` says otherwise.
 */
export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dataDir = overrides.dataDir ?? tempDataDir();
  const api = await createApi({
    dataDir,
    // A test may name its own database, or none (the SQLite file), in the PostgreSQL pass.
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : await migratedTestDatabaseUrl(dataDir),
    jwtSecret: JWT_SECRET,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    seedDemo: false,
    maxUploadMb: 1,
    logger: pino({ level: 'silent' }),
    hashCost: TEST_HASH_COST,
    ...overrides,
  });
  const app = express();
  // Tests speak for several visitors by X-Forwarded-For (per-address limits).
  app.set('trust proxy', true);
  // As the BFF mounts them: a provider's webhook and the demo's page, before /api.
  app.use(api.paymentRoutes);
  app.use('/api', api.router);
  return { app, api, dataDir, close: () => api.close() };
}

/**
 * What endpoint `name` answered, read through its response schema: supertest types every body
 * `any`, so a test reads it as the contract says, and a body outside the contract fails right here.
 */
export function answerOf<N extends EndpointName>(name: N, response: { body: unknown }): ResponseOf<N> {
  // The table's row N holds N's schema; TypeScript cannot follow a generic index into it.
  return (schemas[name].response as z.ZodType).parse(response.body) as ResponseOf<N>;
}

/** The contract's error body of a refused request (`error`, `code`, `details`). */
export function refusalOf(response: { body: unknown }): ErrorBody {
  return errorBody.parse(response.body);
}

/** Signs in as the first administrator; costs one scrypt hash, so call it once per file. */
export async function loginToken(app: Express): Promise<string> {
  const response = await request(app)
    .post('/api/Auth/Login')
    .send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (response.status !== 200)
    throw new Error(`Login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { token: string }).token;
}

/** Signs in with these credentials; `Bearer <token>`, ready for the Authorization header. */
export async function signIn(app: Express, email: string, password: string): Promise<string> {
  const response = await request(app).post('/api/Auth/Login').send({ email, password });
  if (response.status !== 200)
    throw new Error(`Login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return `Bearer ${(response.body as { token: string }).token}`;
}

export interface AddedUser {
  id: number;
  email: string;
  password: string;
  /** Signed in once already. */
  auth: string;
}

/** A password the rule accepts, for users tests add. */
export const USER_PASSWORD = 'sunflower-oven-42';

/** Adds an owner or an editor (as `ownerAuth`) and signs them in. */
export async function addSignedInUser(
  app: Express,
  ownerAuth: string,
  username: string,
  role: 'owner' | 'editor',
): Promise<AddedUser> {
  const email = `${username}@example.com`;
  const response = await request(app)
    .post('/api/Auth/AddUser')
    .set('Authorization', ownerAuth)
    .send({ username, email, password: USER_PASSWORD, role });
  if (response.status !== 201)
    throw new Error(`AddUser failed: ${response.status} ${JSON.stringify(response.body)}`);
  const id = (response.body as { id: number }).id;
  return { id, email, password: USER_PASSWORD, auth: await signIn(app, email, USER_PASSWORD) };
}

export interface SignedInApi extends TestApi {
  /** `Bearer <token>` for the first administrator, ready for the Authorization header. */
  auth: string;
}

/** A fresh API for one test file, already signed in as the first administrator. */
export async function startSignedInApi(overrides: Partial<ApiConfig> = {}): Promise<SignedInApi> {
  const api = await startTestApi(overrides);
  return { ...api, auth: `Bearer ${await loginToken(api.app)}` };
}

export type FormFields = Record<string, string | number>;

/** A signed-in multipart POST of these fields; attach a file to it where the test needs one. */
export function postForm(t: SignedInApi, path: string, fields: FormFields): request.Test {
  let req = request(t.app).post(path).set('Authorization', t.auth);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
  return req;
}

/** Adds a category through its endpoint (cake or course categories) and returns the new id. */
export async function addCategory(t: SignedInApi, path: string, nameEn: string): Promise<number> {
  const response = await request(t.app)
    .post(path)
    .set('Authorization', t.auth)
    .send({ nameEn, nameAr: 'فئة' });
  return (response.body as { id: number }).id;
}

/** A valid AddCake form in the given category; overrides replace or add fields. */
export const cakeFields = (cakeCategoryId: number, overrides: FormFields = {}): FormFields => ({
  nameEn: 'Chocolate fudge cake',
  nameAr: 'كعكة الشوكولاتة',
  descriptionEn: 'Dark and rich',
  descriptionAr: 'غنية وداكنة',
  price: '24.50',
  cakeCategoryId,
  featured: 'true',
  ...overrides,
});

/** A request with the endpoint row's own method, for tests that walk the endpoint table. */
export function requestFor(app: Express, endpoint: Endpoint, path: string): request.Test {
  const agent = request(app);
  if (endpoint.method === 'GET') return agent.get(path);
  if (endpoint.method === 'POST') return agent.post(path);
  return agent.delete(path);
}

/** A binary response body as bytes (supertest only buffers text and JSON by itself). */
export function asBytes(req: request.Test): request.Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** Downloads a backup as the given owner: the .tar.gz bytes. */
export async function downloadBackup(app: Express, auth: string): Promise<Buffer> {
  const response = await asBytes(request(app).get('/api/Backup/Download').set('Authorization', auth));
  if (response.status !== 200) throw new Error(`Download failed: ${response.status}`);
  return response.body as Buffer;
}

/** A real PNG of the given size, drawn by sharp. */
export function makePng(width = 800, height = 600, color = '#d9a0b5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function makeJpeg(width = 800, height = 600, color = '#9b6b43'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Files under DATA_DIR/media, sorted. */
export function mediaFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'media');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/**
 * Every table's rows (but the migrations') plus the media files, as text: what "nothing
 * changed" means. Read through a connection of its own, as another process would.
 */
export async function dataSnapshot(dataDir: string): Promise<string> {
  return JSON.stringify({ rows: await allRows(dataDir), media: mediaFiles(dataDir) });
}

/** Saves these shop settings as the owner `t` is signed in as; the others stay as they are. */
export async function saveShopSettings(
  t: SignedInApi,
  settings: Record<string, unknown>,
): Promise<ResponseOf<'UpdateShopSettings'>> {
  const current = answerOf('GetShopSettings', await request(t.app).get('/api/Settings/GetShopSettings'));
  const response = await request(t.app)
    .post('/api/Settings/UpdateShopSettings')
    .set('Authorization', t.auth)
    .send({ ...current, ...settings });
  if (response.status !== 200) throw new Error(`UpdateShopSettings: ${JSON.stringify(response.body)}`);
  return answerOf('UpdateShopSettings', response);
}
