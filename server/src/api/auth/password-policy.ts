import type { ErrorCode } from '@cakeshop/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { ApiError } from '../errors';

/**
 * The password rule of API.md ("Passwords"), for AddUser, ChangePassword and ADMIN_PASSWORD:
 * 10..128 characters, not containing the username or the e-mail's name, and not common. "Common"
 * is zxcvbn's judgement with its lists of leaked passwords, words and keyboard patterns: a score
 * below 3 ("safely unguessable", about 10^8 guesses and more) is refused. So "password12",
 * "Summer2024!" and ten spaces are refused, and "sunflower-oven-42" is fine.
 */
const MIN_LENGTH = 10;
const MAX_LENGTH = 128;
const MIN_SCORE = 3;
/** A shorter name would forbid half the alphabet ("al", "jo"). */
const MIN_NAME_LENGTH = 3;

export interface PasswordOwner {
  username: string;
  email: string;
}

export interface PasswordProblem {
  code: ErrorCode;
  message: string;
}

// Built on first use: its dictionaries take a moment to load and some memory to hold.
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, names: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, names).score;
}

function namesOf({ username, email }: PasswordOwner): string[] {
  const local = email.split('@')[0] ?? '';
  return [username, local]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length >= MIN_NAME_LENGTH);
}

/** What is wrong with this password for this user, or undefined when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < MIN_LENGTH || length > MAX_LENGTH)
    return { code: 'validation', message: `Use ${MIN_LENGTH} to ${MAX_LENGTH} characters` };
  const names = namesOf(owner);
  const folded = password.normalize('NFKC').toLowerCase();
  if (names.some((name) => folded.includes(name)))
    return {
      code: 'password.contains_name',
      message: 'The password must not contain the username or e-mail name',
    };
  if (strength(password, names) < MIN_SCORE)
    return { code: 'password.too_common', message: 'This password is too common or too easy to guess' };
  return undefined;
}

/** Refuses a password the rule forbids: 400, with the field named in `details`. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner);
  if (problem)
    throw new ApiError(400, problem.code, problem.message, [{ path: field, message: problem.message }]);
}
