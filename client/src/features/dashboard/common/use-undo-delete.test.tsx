import { act, renderHook } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { dismissToast, getToasts } from '../../../lib/toasts';
import { i18nWrapper } from '../../../test/i18n-wrapper';
import { UNDO_WINDOW_MS, useUndoDelete } from './use-undo-delete';

let wrapper: ComponentType<{ children: ReactNode }>;
beforeAll(async () => {
  wrapper = await i18nWrapper();
});

function setup() {
  const remove = vi.fn(() => Promise.resolve());
  const settle = vi.fn(() => Promise.resolve());
  const hook = renderHook(() => useUndoDelete({ remove, settle }), { wrapper });
  return { remove, settle, hook };
}

describe('useUndoDelete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    getToasts().forEach((toast) => dismissToast(toast.id));
    vi.useRealTimers();
  });

  it('when a delete is scheduled, then the row hides at once and the call waits for the window', async () => {
    const { remove, settle, hook } = setup();
    act(() => hook.result.current.schedule(4, 'Cake'));
    expect(hook.result.current.hidden.has(4)).toBe(true);
    expect(remove).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    });
    expect(remove).toHaveBeenCalledWith(4);
    expect(settle).toHaveBeenCalled();
  });

  it('when Undo is chosen, then the row comes back and nothing is sent', async () => {
    const { remove, hook } = setup();
    act(() => hook.result.current.schedule(9, 'Tart'));
    const undo = getToasts().find((toast) => toast.action)?.action;
    act(() => undo?.onAction());
    expect(hook.result.current.hidden.has(9)).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    });
    expect(remove).not.toHaveBeenCalled();
  });
});
