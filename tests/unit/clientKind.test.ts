import { describe, expect, it } from 'vitest';
import { askedClientKind, namesClientKind } from '@/lib/assistant/clientKind';

describe('the kind of client a question asks about', () => {
  it('is named after "for", "with" or "in", without the words any client has', () => {
    expect(askedClientKind('have you ever built anything for a phone company, like a mobile network?')).toEqual(['phone']);
    expect(askedClientKind('Has the company made any software for schools or universities?')).toEqual(['schools', 'universities']);
    expect(askedClientKind('u have any clients in japan?')).toEqual(['japan']);
    expect(askedClientKind('any experience with gambling operators')).toEqual(['gambling']);
    // What the visitor says of the client is not its kind.
    expect(askedClientKind('What did you do for brands in this spot?')).toEqual([]);
    expect(askedClientKind('What have you done for companies stuck like this?')).toEqual([]);
    expect(askedClientKind('have you built anything for banks in Mexico?')).toEqual(['banks']);
  });

  it("is not the visitor's own thing after the work asked about ('prior work in my recommendation')", () => {
    expect(askedClientKind('I need to include relevant prior work in my recommendation to our CIO.')).toEqual([]);
    expect(askedClientKind('have you done any work for our competitors?')).toEqual([]);
    // "Any project" that says what a project would mean asks of no kind of client; "any clients based in…" still does.
    expect(askedClientKind('We are a German insurer and any project would mean your team in India touching data of our EU customers. How is that covered?')).toEqual([]);
    expect(askedClientKind('any clients based in Japan?')).toEqual(['japan']);
  });

  it('reads an acronym the visitor spelled out earlier in the message as its words', () => {
    expect(askedClientKind('We run visa application centres for several governments. Have you done paperless ops for VACs?')).toEqual(['visa', 'application', 'centres']);
    // Not spelled out: the acronym is the kind.
    expect(askedClientKind('Have you built anything for NBFCs?')).toEqual(['nbfcs']);
  });

  it('is none when the question asks no such thing', () => {
    for (const question of ['can you build a dashboard for our sales team?', 'how long does a project take?', 'do you have an office in London?']) expect(askedClientKind(question), question).toEqual([]);
  });

  it('is named by a page that has one of its words, or an everyday word for it', () => {
    expect(namesClientKind('We build patient portals for healthcare providers.', ['hospital'])).toBe(true);
    expect(namesClientKind('We build patient portals for healthcare providers.', ['newspaper', 'magazine'])).toBe(false);
  });
});
