import { site } from '@/data/site';
import { escapeXml } from '../xml';


/** Splits a title into at most `maxLines` lines of about `width` characters. */
export function wrapTitle(title: string, width = 30, maxLines = 4): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[,.:;]?$/, '')}…`;
  return kept;
}

/** The 1200×630 social image of an article, as SVG (rendered to PNG at build). */
export function articleImageSvg(title: string, category: string): string {
  const lines = wrapTitle(title);
  const text = lines.map((line, index) => `<tspan x="80" dy="${index === 0 ? 0 : 76}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b3a"/><stop offset="1" stop-color="#0a4fd6"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<text x="80" y="110" font-family="DejaVu Sans,Arial,sans-serif" font-size="30" font-weight="700" letter-spacing="3" fill="#9fc1ff">${escapeXml(category.toUpperCase())}</text>
<text x="80" y="${250 - (lines.length - 1) * 20}" font-family="DejaVu Sans,Arial,sans-serif" font-size="60" font-weight="800" fill="#ffffff">${text}</text>
<text x="80" y="560" font-family="DejaVu Sans,Arial,sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
</svg>`;
}

export const articleImagePath = (slug: string) => `/og/insights/${slug.replace(/\/$/, '')}.png`;
/** A case study's social image: the same card, with the study's practice as its label. */
export const caseStudyImagePath = (slug: string) => `/og/case-studies/${slug.replace(/\/$/, '')}.png`;
