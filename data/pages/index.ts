import { pressPage } from '../pressReleases';
import { capabilitiesOverview, capabilityPages } from './capabilities';
import {
  aboutPage,
  careersPage,
  companyCulturePage,
  internshipProgramPage,
  socialResponsibilityPage,
  womenEmpowermentPage,
} from './company';
import { aiSummitPage, foundationDayPage, rsacPage } from './events';
import { aiReadinessGuidePage } from './guide';
import { industryPages } from './industries';
import { privacyPage, termsPage } from './legal';
import type { ContentPage } from './types';

/**
 * Top-level company pages rendered by the shared template at /{page}/ (pages/[page].tsx).
 * Entries are as written, brand tokens included (paths too, e.g. "/{slug}-at-rsac-2024/"):
 * lib/content resolves them as it hands pages out.
 */
export const topLevelPages: ContentPage[] = [
  aboutPage,
  socialResponsibilityPage,
  womenEmpowermentPage,
  companyCulturePage,
  internshipProgramPage,
  privacyPage,
  termsPage,
  foundationDayPage,
  aiSummitPage,
  rsacPage,
];

/** Every data-driven page, for the sitemap and the assistant's index. */
export const allContentPages: ContentPage[] = [
  ...topLevelPages,
  careersPage,
  aiReadinessGuidePage,
  pressPage,
  capabilitiesOverview,
  ...capabilityPages,
  ...industryPages,
];
