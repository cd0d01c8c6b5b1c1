import { site } from '@/data/site';

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The company's name, matched literally. */
export const COMPANY_NAME = escapeRegExp(site.name);

/** The company's and its assistant's names, as alternatives of a regular expression. */
export const OWN_NAMES = [site.name, site.assistant.name].map(escapeRegExp).join('|');
