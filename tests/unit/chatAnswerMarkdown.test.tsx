// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextNodes } from '@/components/content/RichTextNodes';
import { answerText, chatHref, firstSentence, parseAnswer } from '@/lib/chat/answerMarkdown';
import type { RichBlock, RichInline } from '@/lib/markdown/types';

afterEach(cleanup);

const text = (value: string): RichInline => ({ type: 'text', value });
const paragraph = (...children: RichInline[]): RichBlock => ({ type: 'paragraph', children });

function hrefs(nodes: (RichBlock | RichInline)[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type === 'link') return [node.href, ...hrefs(node.children)];
    if (node.type === 'list') return node.items.flatMap(hrefs);
    return 'children' in node ? hrefs(node.children) : [];
  });
}

describe('parseAnswer', () => {
  it('reads paragraphs, bold, emphasis and site links', () => {
    expect(parseAnswer('We build **products** and *data platforms*. See [our capabilities](/capabilities/).\n\nThanks!')).toEqual([
      paragraph(
        text('We build '),
        { type: 'strong', children: [text('products')] },
        text(' and '),
        { type: 'emphasis', children: [text('data platforms')] },
        text('. See '),
        { type: 'link', href: '/capabilities/', children: [text('our capabilities')] },
        text('.'),
      ),
      paragraph(text('Thanks!')),
    ]);
  });

  it('reads "- ", "* " and "1. " lists, also right after a paragraph line', () => {
    expect(parseAnswer('Our services:\n- [DevOps](/capabilities/devops-service/)\n* **QA** testing\n\n1. Call us\n2. Meet us')).toEqual([
      paragraph(text('Our services:')),
      {
        type: 'list',
        ordered: false,
        items: [
          [paragraph({ type: 'link', href: '/capabilities/devops-service/', children: [text('DevOps')] })],
          [paragraph({ type: 'strong', children: [text('QA')] }, text(' testing'))],
        ],
      },
      { type: 'list', ordered: true, items: [[paragraph(text('Call us'))], [paragraph(text('Meet us'))]] },
    ]);
  });

  it('keeps a loose list together and a lazy line in its item', () => {
    expect(parseAnswer('- one\ncontinued\n\n- two\n\nAfter')).toEqual([
      { type: 'list', ordered: false, items: [[paragraph(text('one'), { type: 'break' }, text('continued'))], [paragraph(text('two'))]] },
      paragraph(text('After')),
    ]);
  });

  it('turns single newlines into line breaks and CRLF into LF', () => {
    expect(parseAnswer('Pune office\r\nKennedy Road')).toEqual([paragraph(text('Pune office'), { type: 'break' }, text('Kennedy Road'))]);
  });

  it('reads mailto, tel and https links, and nested emphasis', () => {
    const blocks = parseAnswer('Mail [us](mailto:info@example.com), call [us](tel:+912048601120) or read [this](https://example.com/a_(b)). ***Both*** and *a **b** c*.');
    expect(hrefs(blocks)).toEqual(['mailto:info@example.com', 'tel:+912048601120', 'https://example.com/a_(b)']);
    expect(JSON.stringify(blocks)).toContain('{"type":"strong","children":[{"type":"emphasis","children":[{"type":"text","value":"Both"}]}]}');
    expect(JSON.stringify(blocks)).toContain('{"type":"emphasis","children":[{"type":"text","value":"a "},{"type":"strong","children":[{"type":"text","value":"b"}]},{"type":"text","value":" c"}]}');
  });

  it.each([
    ['# Heading', '# Heading'],
    ['`code` and ```fences```', '`code` and ```fences```'],
    ['2 * 3 * 4 = 24', '2 * 3 * 4 = 24'],
    ['snake_case and __dunder__', 'snake_case and __dunder__'],
    ['![logo](/images/brand/logo.svg)', '![logo](/images/brand/logo.svg)'],
    ['\\*not emphasis\\*', '*not emphasis*'],
    ['**unclosed bold', '**unclosed bold'],
    ['[no url]', '[no url]'],
    ['[spaced]( /contact/)', '[spaced]( /contact/)'],
    ['> quote', '> quote'],
    ['| a | b |', '| a | b |'],
    ['&lt;b&gt; &#106;', '&lt;b&gt; &#106;'],
  ])('leaves other syntax as literal text: %s', (source, literal) => {
    expect(parseAnswer(source)).toEqual([paragraph(text(literal))]);
  });

  it('reads long runs of unmatched delimiters as text (within the test timeout)', () => {
    const source = '*a '.repeat(5000) + '[x'.repeat(2000);
    expect(parseAnswer(source)).toEqual([paragraph(text(source.trimEnd()))]);
  });
});

/** Payloads from the XSS lists chat widgets test against (open-chat-studio, OWASP cheat sheet). */
const XSS_PAYLOADS = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript:alert(document.cookie))',
  '[click](javascript://%0aalert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](javascript&#x3A;alert(1))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[click](java%0ascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](\u0001javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[click](file:///etc/passwd)',
  '[click](//evil.example/path)',
  '[click](/\\evil.example)',
  '[click](\\\\evil.example)',
  '[click](/%5Cevil.example)',
  '[click](livescript:alert(1))',
  '[click](blob:https://evil.example/uuid)',
  '[[nested](javascript:alert(1))](javascript:alert(2))',
  '[a [b](javascript:alert(1)) c](javascript:alert(2))',
  '[x](https://ok.example/"onmouseover="alert(1))',
  "[x](https://ok.example/'onerror='alert(1))",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '**<img src=x onerror=alert(1)>**',
  '*[x](javascript:alert(1))*',
  '- [x](javascript:alert(1))\n- <script>alert(1)</script>',
  '![x](javascript:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](javascript:alert(1) "title")',
  '<style>body{display:none}</style>',
  '"><script>alert(1)</script>',
];

describe('parseAnswer against XSS', () => {
  it.each(XSS_PAYLOADS)('%s: no unsafe href, no element from HTML', (payload) => {
    const blocks = parseAnswer(payload);
    for (const href of hrefs(blocks)) {
      expect(href).toMatch(/^(https?:\/\/[^\\\s]+|mailto:|tel:|\/(?![/\\]))/);
      expect(href.toLowerCase()).not.toMatch(/javascript|vbscript|data:|file:|blob:/);
    }
    const { container } = render(<RichTextNodes blocks={blocks} />);
    const tags = [...container.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
    expect(tags.filter((tag) => !['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'a'].includes(tag))).toEqual([]);
    for (const element of container.querySelectorAll('*')) {
      expect([...element.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('on'))).toEqual([]);
    }
    for (const link of container.querySelectorAll('a')) {
      expect(new URL(link.href, 'https://site.example').protocol).toMatch(/^(https?|mailto|tel):$/);
      expect(new URL(link.href, 'https://site.example').host).not.toBe('evil.example');
    }
  });

  it('refuses backslashes and control characters in any href it is given (sources too)', () => {
    expect(chatHref('/\\evil.example')).toBeUndefined();
    expect(chatHref('/contact/\u0000')).toBeUndefined();
    expect(chatHref('/case-studies/x/#results')).toBe('/case-studies/x/#results');
  });

  it('keeps the text of a refused link and shows HTML as text', () => {
    expect(parseAnswer('[click](javascript:alert(1)) <b>hi</b>')).toEqual([paragraph(text('click <b>hi</b>'))]);
  });
});

describe('answer text', () => {
  it('gives the plain first sentence for the announcement', () => {
    const plain = answerText(parseAnswer('We offer **product engineering** and [data science](/capabilities/data-science/). Ask me more!\n\n- a'));
    expect(plain).toBe('We offer product engineering and data science. Ask me more! a');
    expect(firstSentence(plain)).toBe('We offer product engineering and data science.');
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('x'.repeat(300))).toHaveLength(200);
  });
});
