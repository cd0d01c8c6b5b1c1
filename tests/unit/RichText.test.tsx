// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { parseMarkdown } from '@/lib/markdown/parse';

afterEach(cleanup);

it('renders content as elements, with HTML in the source shown as text', () => {
  const { container } = render(
    <RichText blocks={parseMarkdown('## Title\n\nSee <img src=x onerror=alert(1)> and [us](/contact/) or [mail](mailto:a@b.co).\n\n| a | b |\n|---|---|\n| 1 | 2 |')} />,
  );
  expect(container.querySelector('h2#title')?.textContent).toBe('Title');
  expect(container.querySelector('img')).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(container.querySelector('a[href="/contact/"]')?.textContent).toBe('us');
  expect(container.querySelector('a[href="mailto:a@b.co"]')).not.toBeNull();
  expect(container.querySelectorAll('tbody td')).toHaveLength(2);
});
