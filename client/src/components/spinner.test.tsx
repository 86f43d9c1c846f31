import { act, render as renderUi, screen } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SPINNER_DELAY_MS } from '../lib/use-delayed-flag';
import { i18nWrapper } from '../test/i18n-wrapper';
import { SpinnerOverlay } from './spinner';

let wrapper: ComponentType<{ children: ReactNode }>;
beforeAll(async () => {
  wrapper = await i18nWrapper({ common: { loading: 'Loading…' } });
});
const render = (ui: ReactElement) => renderUi(ui, { wrapper });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('spinner overlay', () => {
  it('when work starts, then nothing shows before ~100 ms, and the spinner after', () => {
    render(<SpinnerOverlay active />);
    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('when work ends within the delay, then the spinner never appears', () => {
    const { rerender } = render(<SpinnerOverlay active />);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    rerender(<SpinnerOverlay active={false} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
  });

  it('when work ends after it showed, then it hides at once, and a new start waits again', () => {
    const { rerender } = render(<SpinnerOverlay active />);
    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS);
    });
    rerender(<SpinnerOverlay active={false} />);
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    rerender(<SpinnerOverlay active />);
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SPINNER_DELAY_MS);
    });
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
  });
});
