import { describe, expect, it } from 'vitest';
import { spelledOut } from '@/lib/assistant/chatSpeak';

describe('text-message shorthand', () => {
  it('is spelt out word by word', () => {
    expect(spelledOut('wat kind of apps u build for ur clients? pls tell abt ppl n hrs')).toBe('what kind of apps you build for your clients? please tell about people and hours');
    expect(spelledOut('im a tester, dont have a degree')).toBe("i'm a tester, don't have a degree");
  });

  it('reads "r" as "are" only beside a pronoun or a question word', () => {
    expect(spelledOut('we r a grocery chain, r u hiring? wat r the rates')).toBe('we are a grocery chain, are you hiring? what are the rates');
    expect(spelledOut('do you use R for statistics?')).toBe('do you use R for statistics?');
  });

  it('leaves words that only look like shorthand alone', () => {
    for (const text of ['our U.S. team', 'fixing n+1 queries', 'the Urdu version', "it's in the menu"]) expect(spelledOut(text)).toBe(text);
  });
});
