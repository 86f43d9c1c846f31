import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

import { CSRF_FIELD } from '@cakeshop/shared/render';
import { matchPage, PICTURES_FIELD } from '@cakeshop/shared';
import express from 'express';
import type { Request, RequestHandler, Response } from 'express';

import { formTokenValid, hasFormSecret } from './csrf';
import { readPictureForm, type PictureFormOutcome, type PostedPictures } from './picture-form';
import type { PublicPages, ServedPage } from './public-pages';

/** A visitor's form is a few short fields; anything larger is not one of ours. */
const FORM_LIMIT = '64kb';

/**
 * A form's text must be UTF-8, raw or percent-encoded (`%ED%A0%80` is half a surrogate pair):
 * decodeURIComponent refuses what the form parser would turn into U+FFFD and store. 400.
 */
function refuseInvalidText(_req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  const refused = () => Object.assign(new Error('The form is not UTF-8 text'), { status: 400 });
  if (!isUtf8(bytes)) throw refused();
  try {
    for (const part of bytes.toString('utf8').split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    throw refused();
  }
}

const readFields = express.urlencoded({
  extended: false,
  limit: FORM_LIMIT,
  parameterLimit: 50,
  verify: refuseInvalidText,
});

function fieldsOf(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    // body-parser's errors are Errors carrying the status to answer (400, 413, 415).
    void readFields(req, res, (error?: unknown) => {
      if (!error) resolve();
      else reject(error instanceof Error ? error : new Error('the form could not be read', { cause: error }));
    });
  });
}

/** The answer goes before the body is read: the connection closes after it, unread. */
function plainRefusal(res: Response, status: number, text: string): void {
  res.setHeader('Connection', 'close');
  res.status(status).type('text/plain').send(text);
}

const PICTURE_REFUSALS: Record<Exclude<PictureFormOutcome, { form: unknown }>['refused'], [number, string]> =
  {
    token: [403, ''],
    malformed: [400, 'The form could not be read'],
    text: [400, 'The form is not UTF-8 text'],
    too_large: [413, 'The form or one of its pictures is too large'],
    gone: [400, ''],
  };

/** The posted fields and pictures as the page's action reads them. */
function multipartForm({ fields, files }: PostedPictures): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files)
    form.append(PICTURES_FIELD, new File([file.bytes], file.name, { type: file.type }));
  return form;
}

type Send = (served: ServedPage, req: Request, res: Response) => Promise<void>;

/**
 * What is sent to a page other than a read: a public page's own form (JavaScript off), or else
 * 405 naming what the page allows. A form is refused before its body is read when the visitor
 * has no anti-forgery secret, and a picture form as soon as its first part is not this
 * visitor's token; the page's action gets it only once that token is checked.
 */
export function pageForms(publicPages: PublicPages | undefined, send: Send): RequestHandler {
  const expired = async (req: Request, res: Response) => {
    res.setHeader('Connection', 'close');
    await send(await publicPages!.notice(req, 'expired'), req, res);
  };

  return async (req, res, next) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? null : matchPage(req.path);
    if (!page) return next();
    const form = publicPages && page.route.area === 'public' ? page.route.form : undefined;
    if (req.method !== 'POST' || !form) {
      res.setHeader('Allow', form ? 'GET, HEAD, POST' : 'GET, HEAD');
      return plainRefusal(res, 405, 'Method Not Allowed');
    }
    try {
      if (!hasFormSecret(req)) return await expired(req, res);
      if (req.is('application/x-www-form-urlencoded')) {
        await fieldsOf(req, res);
        if (!(await formTokenValid(req, res))) return await expired(req, res);
        const fields = new URLSearchParams(req.body as Record<string, string>).toString();
        return await send(await publicPages!.submit(req, fields), req, res);
      }
      if (form === 'pictures' && req.is('multipart/form-data')) {
        const outcome = await readPictureForm(req, (token) => {
          req.body = { [CSRF_FIELD]: token };
          return formTokenValid(req, res);
        });
        if ('form' in outcome)
          return await send(await publicPages!.submit(req, multipartForm(outcome.form)), req, res);
        if (outcome.refused === 'token') return await expired(req, res);
        if (outcome.refused === 'gone') return void res.destroy();
        const [status, text] = PICTURE_REFUSALS[outcome.refused];
        return plainRefusal(res, status, text);
      }
      return plainRefusal(res, 415, 'Send the page’s form as the page writes it');
    } catch (err) {
      next(err);
    }
  };
}
