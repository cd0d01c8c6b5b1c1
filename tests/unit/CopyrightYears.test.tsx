// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CopyrightYears } from '@/components/layout/CopyrightYears';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('runs from 2011 to the current year', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
  render(<CopyrightYears />);
  expect(screen.getByTestId('copyright-years').textContent).toBe('2011–2031');
});
