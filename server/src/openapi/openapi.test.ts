import { endpointList, isVisitorRequest } from '@cakeshop/shared';
import { describe, expect, it } from 'vitest';

import { buildOpenApi } from './openapi';

type Json = Record<string, unknown>;
const isObject = (node: unknown): node is Json => typeof node === 'object' && node !== null;

/** The value at `keys` under `node`, undefined where the document has no such key. */
const at = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), node);
const keysOf = (node: unknown): string[] => (isObject(node) ? Object.keys(node) : []);
const list = (node: unknown): unknown[] => (Array.isArray(node) ? (node as unknown[]) : []);

const doc = buildOpenApi();
const op = (path: string, method = 'get') => at(doc, 'paths', path, method);
const statuses = (path: string, method = 'get') => keysOf(at(op(path, method), 'responses')).map(Number);
const param = (path: string, name: string, method = 'get') =>
  list(at(op(path, method), 'parameters')).find((p) => at(p, 'name') === name);
const bodySchema = (path: string, ...keys: string[]) => {
  const content = at(op(path, 'post'), 'requestBody', 'content');
  return at(at(content, 'application/json') ?? at(content, 'multipart/form-data'), 'schema', ...keys);
};

/** Every object schema under `node`, however deep. */
function* objects(node: unknown): Generator<Json> {
  if (Array.isArray(node)) for (const item of node) yield* objects(item);
  else if (isObject(node)) {
    yield node;
    for (const value of Object.values(node)) yield* objects(value);
  }
}

describe('the OpenAPI document', () => {
  it('when generated, then every row of the table is an operation with its parameters, body and security', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of endpointList) {
      expect(at(op(endpoint.path, endpoint.method.toLowerCase()), 'operationId')).toBe(endpoint.name);
    }
    expect(
      list(at(op('/api/Cake/GetCakes'), 'parameters'))
        .map((p) => at(p, 'name'))
        .sort(),
    ).toEqual(['catId', 'pageNume', 'pageSize', 'q']);
    expect(bodySchema('/api/Cake/AddCake', 'properties', 'image')).toMatchObject({ format: 'binary' });
    expect(at(op('/api/Cake/AddCake', 'post'), 'security')).toEqual([{ bearer: [] }]);
    expect(at(op('/api/Cake/GetCakes'), 'security')).toEqual([]);
  });

  it('when a row writes, then it documents the X-XSRF-TOKEN header and its 403; reads have neither (but an owner-only read its role 403)', () => {
    for (const endpoint of endpointList) {
      const method = endpoint.method.toLowerCase();
      const header = param(endpoint.path, 'X-XSRF-TOKEN', method);
      if (endpoint.method === 'GET') {
        expect(header, endpoint.name).toBeUndefined();
        expect(statuses(endpoint.path, method).includes(403), endpoint.name).toBe(endpoint.auth === 'owner');
      } else {
        expect(header, endpoint.name).toMatchObject({ in: 'header', required: true });
        expect(statuses(endpoint.path, method), endpoint.name).toContain(403);
      }
    }
  });

  it("when a row is a visitor's request, then it takes the optional Idempotency-Key header, names its 409 and 422 and marks a repeat; other rows do not", () => {
    const visitorRows = endpointList.filter((endpoint) => isVisitorRequest(endpoint)).map((row) => row.name);
    expect(visitorRows).toEqual(expect.arrayContaining(['AddCakeOrder', 'AddCourseBooking']));
    for (const endpoint of endpointList) {
      const method = endpoint.method.toLowerCase();
      const responses = at(op(endpoint.path, method), 'responses');
      const header = param(endpoint.path, 'Idempotency-Key', method);
      if (!visitorRows.includes(endpoint.name)) {
        expect(header, endpoint.name).toBeUndefined();
        expect(statuses(endpoint.path, method), endpoint.name).not.toContain(422);
        continue;
      }
      expect(header, endpoint.name).toMatchObject({ in: 'header', required: false });
      expect(String(at(responses, '409', 'description')), endpoint.name).toContain('idempotency.in_flight');
      expect(String(at(responses, '422', 'description')), endpoint.name).toContain('idempotency.mismatch');
      expect(keysOf(at(responses, String(endpoint.status), 'headers'))).toEqual(['Idempotent-Replayed']);
    }
    // A row's own conflict stays beside the key's.
    expect(
      String(at(op('/api/Booking/AddCourseBooking', 'post'), 'responses', '409', 'description')),
    ).toMatch(/fewer seats left.*idempotency\.in_flight/);
  });

  it('when a row sends or takes a backup, then it says so as a file; owner rows name their 403', () => {
    const download = op('/api/Backup/Download');
    expect(at(download, 'responses', '200', 'content', 'application/gzip', 'schema')).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(statuses('/api/Backup/Download')).toContain(403);
    expect(bodySchema('/api/Backup/Restore', 'properties', 'file')).toMatchObject({ format: 'binary' });
    expect(statuses('/api/Auth/GetUsers')).toContain(403);
    expect(statuses('/api/Cake/GetCakes')).not.toContain(403);
  });

  it('when a row is protected or is Login, then it lists 401; public reads do not', () => {
    for (const endpoint of endpointList) {
      const listed = statuses(endpoint.path, endpoint.method.toLowerCase()).includes(401);
      expect(listed, endpoint.name).toBe(endpoint.auth !== 'public' || endpoint.name === 'Login');
    }
  });

  it('when a row names a record (Edit, ById, Delete), then it lists 404; others do not', () => {
    expect(statuses('/api/Cake/EditCake', 'post')).toContain(404);
    expect(statuses('/api/FAQ/EditFAQ', 'post')).toContain(404);
    expect(statuses('/api/Cake/GetCakeById')).toContain(404);
    expect(statuses('/api/Cake/DeleteCake', 'delete')).toContain(404);
    expect(statuses('/api/Cake/AddCake', 'post')).not.toContain(404);
    expect(statuses('/api/Cake/GetCakes')).not.toContain(404);
  });

  it('when a delete cannot conflict, then it lists no 409; categories in use and AddUser do', () => {
    for (const path of ['/api/Cake/DeleteCake', '/api/Course/DeleteCourse', '/api/FAQ/DeleteFAQ'])
      expect(statuses(path, 'delete'), path).not.toContain(409);
    expect(statuses('/api/CakeCategory/DeleteCakeCategory', 'delete')).toContain(409);
    expect(statuses('/api/Category/DeleteCategory', 'delete')).toContain(409);
    expect(statuses('/api/Auth/AddUser', 'post')).toContain(409);
  });

  it('when a read takes no input, then it lists no 400, 413 or 415', () => {
    expect(statuses('/api/Home/GetHomeData')).toEqual([200, 500, 502, 504]);
  });

  it('when inputs are numbers, then their bounds and integer-ness are stated (Id=0, pageSize=101, price=1.234 do not fit)', () => {
    expect(at(param('/api/Cake/GetCakeById', 'Id'), 'schema')).toMatchObject({ type: 'integer', minimum: 1 });
    expect(at(param('/api/Cake/GetCakes', 'pageSize'), 'schema')).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(at(param('/api/Cake/GetCakes', 'pageNume'), 'schema')).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(bodySchema('/api/Cake/AddCake', 'properties', 'price')).toEqual({
      type: 'number',
      minimum: 0,
      maximum: 1_000_000,
      multipleOf: 0.001,
    });
    expect(bodySchema('/api/Course/AddCourse', 'properties', 'seats', 'anyOf')).toContainEqual({
      type: 'integer',
      minimum: 1,
      maximum: 10_000,
    });
  });

  it('when inputs are e-mails, https addresses or dates, then their format or pattern is stated', () => {
    expect(bodySchema('/api/Auth/AddUser', 'properties', 'email')).toMatchObject({
      type: 'string',
      format: 'email',
    });
    const branch = bodySchema(
      '/api/ContactUs/UpdateContactUs',
      'properties',
      'branches',
      'items',
      'properties',
    );
    expect(JSON.stringify(at(branch, 'email'))).toContain('"format":"email"');
    expect(JSON.stringify(at(branch, 'mapUrl'))).toContain('"pattern":"^https://"');
    const startDate = JSON.stringify(bodySchema('/api/Course/AddCourse', 'properties', 'startDate'));
    expect(startDate).toContain('"format":"date-time"');
    expect(startDate).toContain('T00:00:00');
  });

  it('when a row is of the second version, then it says a backend may lack it; the export says it is CSV', () => {
    expect(at(op('/api/Order/AddCakeOrder', 'post'), 'x-optional')).toBe(true);
    expect(at(op('/api/Cake/AddCake', 'post'), 'x-optional')).toBeUndefined();
    expect(keysOf(at(op('/api/Order/ExportRequests'), 'responses', '200', 'content'))).toEqual(['text/csv']);
  });

  it('when responses are described, then none forbids additional properties (a tolerant reader)', () => {
    for (const endpoint of endpointList) {
      const responses = at(op(endpoint.path, endpoint.method.toLowerCase()), 'responses');
      for (const schema of objects(responses))
        expect(schema.additionalProperties, endpoint.name).not.toBe(false);
    }
    for (const schema of objects(doc.components)) expect(schema.additionalProperties).not.toBe(false);
  });
});
