import { openPositions, type OpenPosition } from '@/data/careers';
import { faqEntries, type FaqEntry } from '@/data/faq';
import { home } from '@/data/home';
import { allContentPages } from '@/data/pages';
import { careersPage } from '@/data/pages/company';
import type { ContentPage } from '@/data/pages/types';
import { pressReleases, type PressRelease } from '@/data/pressReleases';
import { branded } from './brand';
import { ContentError } from './library';

/**
 * The data files' content as pages, the search and chat indexes and the feeds get it: brand
 * tokens ({name}, ...) resolved. (Articles and case studies come from ./library, bodies from ./bodies.)
 */

export type HomeCopy = typeof home;

/** Every data-driven page: company, careers, guide, press, capabilities and industries. */
export const getContentPages = (): ContentPage[] => branded(allContentPages);

export const getCareersPage = (): ContentPage => branded(careersPage);

export const getHomeCopy = (): HomeCopy => branded(home);

export const getFaqEntries = (): FaqEntry[] => branded(faqEntries);

export const getOpenPositions = (): OpenPosition[] => branded(openPositions);

export const getPressReleases = (): PressRelease[] => branded(pressReleases);

export function getPressRelease(slug: string): PressRelease {
  const release = getPressReleases().find((entry) => entry.slug === slug);
  if (!release) throw new ContentError(`No press release with slug "${slug}"`);
  return release;
}
