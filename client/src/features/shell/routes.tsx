import type { LazyRoute } from '../../lib/route-handle';
import { ShellLayout } from './shell-layout';

/** The admin layout around every /dashboard and /pages screen. */
export const shellRoute: LazyRoute = { Component: ShellLayout };
