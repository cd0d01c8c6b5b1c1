import { parseMarkdown } from '../markdown/parse';
import { serializable } from './serializable';
import type { RichBlock } from '../markdown/types';
import { readBody } from './bodies';
import { caseStudyCard, type CardData } from './cards';
import { getAllCaseStudies, getCaseStudyBySlug } from './library';
import type { CaseStudy } from './schema';
import { caseStudySlug } from './slugs';
import { pictureFor, type Picture } from '../images/pictures';

export interface CaseStudyProps {
  study: CaseStudy;
  card: CardData;
  blocks: RichBlock[];
  /** The header image's responsive sizes when it is a photo; null for an SVG. */
  headerPicture: Picture | null;
  related: CardData[];
}

export function caseStudyProps(slug: string): CaseStudyProps {
  const study = getCaseStudyBySlug(slug);
  const others = getAllCaseStudies().filter((entry) => entry.id !== study.id);
  const related = [...others.filter((entry) => entry.caseTag === study.caseTag), ...others.filter((entry) => entry.caseTag !== study.caseTag)];
  return {
    study: serializable(study),
    card: caseStudyCard(study),
    blocks: parseMarkdown(readBody('case-studies', caseStudySlug(study))),
    headerPicture: pictureFor(study.caseImg, 'header'),
    related: related.slice(0, 3).map(caseStudyCard),
  };
}
