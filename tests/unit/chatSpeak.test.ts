import { describe, expect, it } from 'vitest';
import { spelledOut } from '@/lib/assistant/chatSpeak';
import { numeralsFor } from '@/lib/assistant/spokenNumbers';

describe('text-message shorthand', () => {
  it('is spelt out word by word', () => {
    expect(spelledOut('wat kind of apps u build for ur clients? pls tell abt ppl n hrs')).toBe('what kind of apps you build for your clients? please tell about people and hours');
    expect(spelledOut('im a tester, dont have a degree')).toBe("i'm a tester, don't have a degree");
    expect(spelledOut('how many yrs exp reqd? intern stipend amt')).toBe('how many years experience required? intern stipend amount');
    expect(spelledOut('iso cert? any other certs')).toBe('iso certificate? any other certificates');
    expect(spelledOut('our finance dept asked, mgmt agrees')).toBe('our finance department asked, management agrees');
  });

  it('reads Indian English and the commonest Hinglish words as English', () => {
    expect(spelledOut('2025 passout, no exp')).toBe('2025 graduate, no experience');
    expect(spelledOut('internship stipend kitna milta hai')).toBe('internship stipend how much get is');
    expect(spelledOut('hackathon kab hota hai aur interns bhi participate kar sakte?')).toBe('hackathon when is is and interns also participate kar can?');
    expect(spelledOut('courses ke liye company kitna paisa deti hai')).toBe('courses of for company how much money give is');
  });

  it("reads engineers' shorthand the site spells out", () => {
    expect(spelledOut('otel collector tail sampling')).toBe('opentelemetry collector tail sampling');
    expect(spelledOut('how many CVEs did it remove? webhook dupes')).toBe('how many vulnerabilities did it remove? webhook duplicates');
  });

  it('reads "r" as "are" only beside a pronoun or a question word', () => {
    expect(spelledOut('we r a grocery chain, r u hiring? wat r the rates')).toBe('we are a grocery chain, are you hiring? what are the rates');
    expect(spelledOut('do you use R for statistics?')).toBe('do you use R for statistics?');
  });

  it('leaves words that only look like shorthand alone', () => {
    for (const text of ['our U.S. team', 'fixing n+1 queries', 'the Urdu version', "it's in the menu"]) expect(spelledOut(text)).toBe(text);
  });
});

describe('what a voice or a hurried thumb types', () => {
  it('reads the company name typed in two parts as the name', () => {
    expect(spelledOut('how many people work at nexa loom')).toBe('how many people work at Nexaloom');
    expect(spelledOut('is Nexa-loom hiring')).toBe('is Nexaloom hiring');
    expect(spelledOut('ask nexa about loom weaving')).toBe('ask nexa about loom weaving');
  });

  it('joins letters dictated one by one, but not a sentence’s own "a" and "i", nor shorthand', () => {
    expect(spelledOut('who is the c e o')).toBe('who is the ceo');
    expect(spelledOut('do you have a q a team')).toBe('do you have a qa team');
    expect(spelledOut('am i a good fit')).toBe('am i a good fit');
    expect(spelledOut('do you build a i agents')).toBe('do you build ai agents');
    expect(spelledOut('r u hiring')).toBe('are you hiring');
    expect(spelledOut('our U.S. team')).toBe('our U.S. team');
  });

  it('puts back the apostrophes a phone leaves out', () => {
    expect(spelledOut('things youve built, whats the cost, we havent decided')).toBe("things you've built, what's the cost, we haven't decided");
  });
});

describe('numbers a voice types as words', () => {
  it('are written in figures when two or more number words make one number', () => {
    expect(numeralsFor('iso twenty seven thousand one certified')).toBe('iso 27001 certified');
    expect(numeralsFor('three hundred and twenty engineers')).toBe('320 engineers');
    expect(numeralsFor('two thousand eleven')).toBe('2011');
    expect(numeralsFor('the twenty twenty four summit')).toBe('the 2024 summit');
    expect(numeralsFor('nineteen ninety-nine')).toBe('1999');
  });

  it('leave single number words and runs that are not one number alone', () => {
    for (const text of ['which one', 'fourteen years', 'one or two', 'one two three', 'ten nine', 'ten twenty minutes', 'a thousand people']) expect(numeralsFor(text)).toBe(text);
  });
});
