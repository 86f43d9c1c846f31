import { describe, expect, it } from 'vitest';

import { endpointList } from './schemas';

describe('endpoint table', () => {
  it('has one row per endpoint of API.md, each path unique', () => {
    expect(endpointList).toHaveLength(92);
    expect(new Set(endpointList.map((e) => `${e.method} ${e.path.toLowerCase()}`)).size).toBe(92);
  });

  it('gives every input kind the schema it needs', () => {
    for (const e of endpointList) {
      if (e.input === 'query') expect(e.query, e.name).toBeDefined();
      if (e.input === 'json' || e.input === 'multipart') expect(e.body, e.name).toBeDefined();
      expect(e.response === null, e.name).toBe(e.status === 204 || e.produces === 'application/gzip');
    }
  });

  it('keeps users, the activity log and backups to owners, and lets no other row need more than an editor', () => {
    const ownerOnly = endpointList.filter((e) => e.auth === 'owner').map((e) => e.name);
    expect(ownerOnly.sort()).toEqual(
      ['AddUser', 'DeleteUser', 'DownloadBackup', 'GetActivity', 'GetUsers', 'RestoreBackup'].sort(),
    );
  });
});
