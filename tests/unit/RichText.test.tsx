// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { RichTextNodes } from '@/components/content/RichTextNodes';
import { parseMarkdown } from '@/lib/markdown/parse';
import type { RichBlock } from '@/lib/markdown/types';

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

it('opens external links in a new tab without an opener, and mail and site links in place', () => {
  const { container } = render(
    <RichText blocks={parseMarkdown('[site](/about/), [web](https://example.com/a), [mail](mailto:a@b.co), [call](tel:+441234) and [top](#top).')} />,
  );
  const link = (text: string) => [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text)!;
  expect(link('web').getAttribute('href')).toBe('https://example.com/a');
  expect(link('web').target).toBe('_blank');
  expect(link('web').rel).toBe('noopener noreferrer');
  for (const text of ['site', 'mail', 'call', 'top']) expect(link(text).hasAttribute('target')).toBe(false);
  expect(link('site').getAttribute('href')).toBe('/about/');
  expect(link('call').getAttribute('href')).toBe('tel:+441234');
  expect(link('top').getAttribute('href')).toBe('#top');
});

it('renders a link only to http(s), mailto, tel or a site path, even in a tree no parser made', () => {
  const unsafe = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/', '/\\evil.example', 'vbscript:x', 'file:///etc/passwd'];
  const blocks: RichBlock[] = unsafe.map((href) => ({ type: 'paragraph', children: [{ type: 'link', href, children: [{ type: 'text', value: `text of ${href}` }] }] }));
  const { container } = render(<RichTextNodes blocks={blocks} />);
  expect(container.querySelectorAll('a')).toHaveLength(0);
  for (const href of unsafe) expect(container.textContent).toContain(`text of ${href}`);
});

it('renders every block kind, nested list items as blocks, with the class hooks it is given and no wrapper of its own', () => {
  const { container } = render(
    <RichTextNodes
      blocks={parseMarkdown('> quoted **bold** ~~gone~~ `x`\n\n```ts\nconst a = 1;\n```\n\n- one\n\n  second paragraph\n- two\n\n1. first\n\n---\n\n| h |\n|---|\n| c |')}
      classNames={{ code: 'code-hook', tableWrap: 'table-hook' }}
    />,
  );
  expect([...container.children].map((element) => element.tagName.toLowerCase())).toEqual(['blockquote', 'pre', 'ul', 'ol', 'hr', 'div']);
  expect(container.querySelector('blockquote strong')?.textContent).toBe('bold');
  expect(container.querySelector('blockquote del')?.textContent).toBe('gone');
  expect(container.querySelector('blockquote code')?.textContent).toBe('x');
  const pre = container.querySelector('pre')!;
  expect(pre.className).toBe('code-hook');
  expect(pre.getAttribute('aria-label')).toBe('ts code');
  expect(pre.tabIndex).toBe(0);
  expect(pre.textContent).toBe('const a = 1;');
  expect([...container.querySelectorAll('ul > li:first-child > p')].map((p) => p.textContent)).toEqual(['one', 'second paragraph']);
  expect(container.querySelector('ul > li:last-child')?.innerHTML).toBe('two');
  const table = container.querySelector('div[role="region"]')!;
  expect(table.className).toBe('table-hook');
  expect(table.getAttribute('aria-label')).toBe('Table');
  expect(table.querySelector('th')?.getAttribute('scope')).toBe('col');
});

it('wraps the nodes in the prose style, with the caller’s class beside it', () => {
  const { container } = render(<RichText blocks={parseMarkdown('Hello')} className="extra" />);
  const wrapper = container.firstElementChild!;
  expect(wrapper.tagName).toBe('DIV');
  expect(wrapper.classList).toContain('extra');
  expect(wrapper.classList.length).toBe(2);
  expect(wrapper.className).not.toMatch(/undefined/);
  expect(wrapper.innerHTML).toBe('<p>Hello</p>');
});
