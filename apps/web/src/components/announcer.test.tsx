import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncement } from './announce';
import { Announcer, ANNOUNCER_ID } from './announcer';

function regionOf(): HTMLElement {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) throw new Error('the announcer is not in the page');
  return region;
}

afterEach(() => {
  clearAnnouncement();
  vi.useRealTimers();
});

describe('the announcer', () => {
  it('is one polite live region, in the page and empty before anything is said', () => {
    render(<Announcer />);
    const region = regionOf();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
  });

  it('says what `announce` is given, emptied first so the same words are said again', () => {
    vi.useFakeTimers();
    render(<Announcer />);
    const region = regionOf();
    act(() => announce('182 Matching Accommodations'));
    // Emptied at once, filled on the next tick: screen readers hear a change each time.
    expect(region).toHaveTextContent('');
    act(() => vi.runAllTimers());
    expect(region).toHaveTextContent('182 Matching Accommodations');
    act(() => announce('182 Matching Accommodations'));
    expect(region).toHaveTextContent('');
    act(() => vi.runAllTimers());
    expect(region).toHaveTextContent('182 Matching Accommodations');
  });

  it('says only the last of words given in the same moment', () => {
    vi.useFakeTimers();
    render(<Announcer />);
    act(() => {
      announce('Saving');
      announce('Saved');
      vi.runAllTimers();
    });
    expect(regionOf()).toHaveTextContent(/^Saved$/);
  });
});
