import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SPINNER_DELAY_MS } from '../lib/use-delayed-flag';
import { SpinnerOverlay } from './spinner';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('spinner overlay', () => {
  it('when work starts, then nothing shows before ~100 ms, and the spinner after', () => {
    render(<SpinnerOverlay active />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('common.loading');
  });

  it('when work ends within the delay, then the spinner never appears', () => {
    const { rerender } = render(<SpinnerOverlay active />);
    act(() => vi.advanceTimersByTime(60));
    rerender(<SpinnerOverlay active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
  });

  it('when work ends after it showed, then it hides at once, and a new start waits again', () => {
    const { rerender } = render(<SpinnerOverlay active />);
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    rerender(<SpinnerOverlay active={false} />);
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    rerender(<SpinnerOverlay active />);
    expect(screen.queryByTestId('spinner-overlay')).toBeNull();
    act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
    expect(screen.getByTestId('spinner-overlay')).toBeTruthy();
  });
});
