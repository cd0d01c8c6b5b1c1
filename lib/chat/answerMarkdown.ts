import { safeHref } from '@/lib/markdown/safeHref';
import { blockText } from '@/lib/markdown/text';
import type { RichBlock, RichInline } from '@/lib/markdown/types';

/**
 * The assistant's answers are a small Markdown subset (lib/chat/contract.ts): paragraphs
 * separated by blank lines, "- ", "* " and "1. " lists, **bold**, *emphasis*, [text](url)
 * links and line breaks. This parser turns exactly that into the safe rich-text tree that
 * components/content/RichText renders as React elements; everything else (headings, code,
 * images, HTML, entities) stays literal text. Links pass through safeHref, and an unsafe link
 * keeps only its text. No HTML string is ever produced, and no Markdown library is loaded.
 */

const BULLET = /^ {0,3}[-*][ \t]+(\S.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(\S.*)$/;
const ESCAPABLE = /^[!-/:-@[-`{-~]$/;
const SPACE = /\s/;
/** Backslashes and control characters: browsers read "/\evil.com" as "//evil.com". */
const UNSAFE_IN_HREF = /[\\\u0000-\u001f\u007f]/;

type Draft = { type: 'paragraph'; lines: string[] } | { type: 'list'; ordered: boolean; items: string[][] };

function listItem(line: string, inParagraph: boolean): { ordered: boolean; text: string } | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, text: bullet[1] };
  const ordered = ORDERED.exec(line);
  // As in CommonMark, only a list starting at 1 may interrupt a paragraph ("in\n2024. we grew" is prose).
  if (ordered && (!inParagraph || Number(ordered[1]) === 1)) return { ordered: true, text: ordered[2] };
  return null;
}

function drafts(markdown: string): Draft[] {
  const result: Draft[] = [];
  let current: Draft | null = null;
  let afterBlank = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      afterBlank = true;
      continue;
    }
    const item = listItem(line, current?.type === 'paragraph' && !afterBlank);
    if (item) {
      // Items of one kind separated by blank lines stay one (loose) list.
      if (current?.type === 'list' && current.ordered === item.ordered) current.items.push([item.text]);
      else result.push((current = { type: 'list', ordered: item.ordered, items: [[item.text]] }));
    } else if (current?.type === 'list' && (!afterBlank || /^\s{2,}/.test(line))) {
      current.items[current.items.length - 1].push(line.trim());
    } else if (current?.type === 'paragraph' && !afterBlank) {
      current.lines.push(line.trim());
    } else {
      result.push((current = { type: 'paragraph', lines: [line.trim()] }));
    }
    afterBlank = false;
  }
  return result;
}

/** The index of the delimiter closing `*` (or `**` when `strong`) opened before `from`, or -1. */
function findClose(src: string, from: number, strong: boolean): number {
  for (let i = from; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch !== '*') continue;
    const pair = src[i + 1] === '*';
    if (strong) {
      if (pair && !SPACE.test(src[i - 1])) return i;
      if (pair) i++;
    } else if (pair) {
      // A **strong** run inside *emphasis*: its delimiters do not close the emphasis.
      const inner = findClose(src, i + 2, true);
      i = inner > 0 ? inner + 1 : i + 1;
    } else if (!SPACE.test(src[i - 1])) {
      return i;
    }
  }
  return -1;
}

/** `[label](url)` starting at `start`, with balanced brackets in the label and parentheses in the url. */
function matchLink(src: string, start: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let close = start;
  for (; close < src.length; close++) {
    const ch = src[close];
    if (ch === '\\') close++;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) break;
  }
  if (src[close] !== ']' || src[close + 1] !== '(') return null;
  let parens = 0;
  let end = close + 2;
  for (; end < src.length; end++) {
    const ch = src[end];
    // No titles and no spaces: "[a](b "t")" or "[a]( javascript:...)" stay text.
    if (SPACE.test(ch)) return null;
    if (ch === '(') parens++;
    else if (ch === ')' && parens-- === 0) break;
  }
  const label = src.slice(start + 1, close);
  const url = src.slice(close + 2, end);
  if (end >= src.length || !url || !label.trim()) return null;
  return { label, url, end: end + 1 };
}

/** safeHref, and no backslash or control character either: the href of any link the chat shows. */
export function chatHref(url: string): string | undefined {
  if (UNSAFE_IN_HREF.test(url)) return undefined;
  const href = safeHref(url);
  return href && !UNSAFE_IN_HREF.test(href) ? href : undefined;
}

function pushText(nodes: RichInline[], text: string) {
  text.split('\n').forEach((part, index) => {
    if (index > 0) nodes.push({ type: 'break' });
    const last = nodes[nodes.length - 1];
    if (!part) return;
    if (last?.type === 'text') last.value += part;
    else nodes.push({ type: 'text', value: part });
  });
}

function inline(src: string, allowLinks: boolean): RichInline[] {
  const nodes: RichInline[] = [];
  let text = '';
  const flush = () => {
    pushText(nodes, text);
    text = '';
  };
  // A search for a closing delimiter that failed from one position fails from any later one.
  const noCloseFrom = { 1: Infinity, 2: Infinity };
  let link: ReturnType<typeof matchLink> = null;
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\' && ESCAPABLE.test(src[i + 1] ?? '')) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '!' && src[i + 1] === '[') {
      // Images are not part of the subset: "![alt](src)" stays as it was written.
      text += '![';
      i += 2;
    } else if (ch === '[' && allowLinks && (link = matchLink(src, i))) {
      flush();
      const children = inline(link.label, false);
      const href = chatHref(link.url);
      if (href) nodes.push({ type: 'link', href, children });
      else children.forEach((child) => (child.type === 'text' ? pushText(nodes, child.value) : nodes.push(child)));
      i = link.end;
    } else if (ch === '*') {
      const size = src[i + 1] === '*' ? 2 : 1;
      const from = i + size;
      let close = -1;
      if (from < src.length && !SPACE.test(src[from]) && from < noCloseFrom[size]) {
        close = findClose(src, from, size === 2);
        if (close < 0) noCloseFrom[size] = from;
        // "***both***": the strong run holds the emphasis, so it closes one star later.
        else if (size === 2 && src[from] === '*' && src[close + 2] === '*') close++;
      }
      if (close > from) {
        flush();
        nodes.push({ type: size === 2 ? 'strong' : 'emphasis', children: inline(src.slice(from, close), allowLinks) });
        i = close + size;
      } else {
        text += src.slice(i, from);
        i = from;
      }
    } else {
      text += ch;
      i++;
    }
  }
  flush();
  return nodes;
}

/** Parses an answer into paragraphs and lists of safe inline nodes. */
export function parseAnswer(markdown: string): RichBlock[] {
  return drafts(markdown).map((draft): RichBlock => {
    if (draft.type === 'paragraph') return { type: 'paragraph', children: inline(draft.lines.join('\n'), true) };
    return {
      type: 'list',
      ordered: draft.ordered,
      items: draft.items.map((lines) => [{ type: 'paragraph', children: inline(lines.join('\n'), true) }]),
    };
  });
}

/** The answer as one line of plain text (for the screen-reader announcement). */
export function answerText(blocks: RichBlock[]): string {
  return blocks
    .map(blockText)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of an answer, at most `max` characters. */
export function firstSentence(text: string, max = 200): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}

/** Every link target in an answer: the widget lists a source only when the text does not already link it. */
export function linkedHrefs(blocks: RichBlock[]): Set<string> {
  const hrefs = new Set<string>();
  const visitInline = (nodes: RichInline[]) => {
    for (const node of nodes) {
      if (node.type === 'link') hrefs.add(node.href);
      if ('children' in node) visitInline(node.children);
    }
  };
  const visitBlock = (block: RichBlock) => {
    if (block.type === 'paragraph' || block.type === 'heading') visitInline(block.children);
    else if (block.type === 'list') block.items.forEach((item) => item.forEach(visitBlock));
    else if (block.type === 'blockquote') block.children.forEach(visitBlock);
  };
  blocks.forEach(visitBlock);
  return hrefs;
}
