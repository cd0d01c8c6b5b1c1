import { site } from '@/data/site';
import { COMPANY_NAME, escapeRegExp } from './regExp';
import { truecased, type SiteCasing } from './siteCasing';

const NO_CASING: SiteCasing = new Map();

const NAMES: [RegExp, string][] = [
  [new RegExp(`\\b${COMPANY_NAME}(?:['’]s)?\\b`, 'giu'), 'the company'],
  [new RegExp(`\\b${escapeRegExp(site.assistant.name)}\\b`, 'giu'), 'the assistant'],
  // The assistant as a visitor points at it: "this chatbot", "this bot", "this chat".
  [/\b(?:this|the|your) (?:chat ?bot|bot|chat assistant|ai assistant|assistant|chat)\b(?! (?:app|apps|product|platform|project|for|we|you built))/giu, 'the assistant'],
];

/**
 * A question as it is embedded: the company's and the assistant's names read as "the company" and
 * "the assistant". Every question is about them, so the rare word would otherwise make any two
 * questions that both name the company look alike ("who is the CEO of X?" and "what's new at X?").
 * With the site's `casing`, words typed in lower case are spelt as the site spells them ("cto": "CTO").
 */
export function meaningText(question: string, casing: SiteCasing = NO_CASING): string {
  return truecased(
    NAMES.reduce((text, [name, generic]) => text.replace(name, generic), question),
    casing,
  );
}
