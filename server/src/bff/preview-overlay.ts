import type { ContentPreview } from '@cakeshop/shared';
import { CONTENT, endpoints } from '@cakeshop/shared';

import type { ApiFetch } from './api-transport';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer with the previewed record in place of its live one, wherever it appears. */
function overlay(body: unknown, preview: ContentPreview): unknown {
  const swap = (item: unknown) =>
    CONTENT[preview.kind].single || (isObject(item) && item['id'] === preview.id) ? preview.record : item;
  if (Array.isArray(body)) return body.map(swap);
  if (isObject(body) && Array.isArray(body['items'])) return { ...body, items: body['items'].map(swap) };
  return swap(body);
}

/**
 * The API as a preview's page sees it: the reads that show records of the previewed kind (its
 * one record, its lists) answer with the draft in place of the live record; everything else
 * is the API's own answer.
 */
export function previewFetch(api: ApiFetch, preview: ContentPreview): ApiFetch {
  const reads = new Set(CONTENT[preview.kind].reads.map((name) => endpoints[name].path.toLowerCase()));
  return async (path, init) => {
    const answer = await api(path, init);
    const route = (path.split('?')[0] ?? '').toLowerCase();
    if ((init.method ?? 'GET') !== 'GET' || answer.status !== 200 || !reads.has(route)) return answer;
    const body: unknown = await answer.json();
    return new Response(JSON.stringify(overlay(body, preview)), {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  };
}
