import { site } from '@/data/site';

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The company's name, matched literally. */
export const COMPANY_NAME = escapeRegExp(site.name);

/** The company as a visitor addresses it when asking what it does or will do: "will you guys…", "can Nexaloom…", "will your team…". */
export const THE_COMPANY_ADDRESSED = String.raw`(?:you|u|your team|${COMPANY_NAME}|the company)(?: guys)?`;

/** The company's and its assistant's names, as alternatives of a regular expression. */
export const OWN_NAMES = [COMPANY_NAME, escapeRegExp(site.assistant.name)].join('|');
