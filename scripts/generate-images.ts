/**
 * Makes the site's images locally: the logo, favicon, default Open Graph image, and a cover
 * for every article, case study and static menu item that has none yet. Existing files are
 * kept, so an editor can replace any cover with a real picture of the same size.
 *   npm run images
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { isRaster } from '@/lib/images/slots';
import { caseStudies } from '@/data/case-studies/caseStudies';
import { posts } from '@/data/insights/posts';
import { navSections } from '@/data/navigation';
import { site } from '@/data/site';
import { caseStudySlug, tagLabel } from '@/lib/content/slugs';
import { escapeXml } from '@/lib/xml';

const PUBLIC = join(process.cwd(), 'public');
const PALETTES = [
  ['#0a4fd6', '#0b1b3a', '#5eead4'],
  ['#0f766e', '#0b1b3a', '#fde68a'],
  ['#7c3aed', '#1e1b4b', '#f0abfc'],
  ['#b45309', '#1c1917', '#fcd34d'],
  ['#be123c', '#1f1020', '#fda4af'],
  ['#0369a1', '#082f49', '#a5f3fc'],
  ['#15803d', '#052e16', '#bbf7d0'],
];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}


/** An abstract cover: gradient, a few circles and lines placed from the seed, and a label. */
function cover(seed: string, label: string, width: number, height: number): string {
  const h = hash(seed);
  const [accent, deep, light] = PALETTES[h % PALETTES.length];
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const n = hash(`${seed}:${i}`);
    const cx = (n % 1000) / 1000 * width;
    const cy = ((n >>> 10) % 1000) / 1000 * height;
    const r = (0.15 + ((n >>> 20) % 100) / 300) * height;
    shapes.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? light : accent}" opacity="${i % 2 ? 0.18 : 0.35}"/>`);
  }
  const gridStep = Math.round(height / 6);
  // Fits the label in 80% of the width (system-ui is about 0.6 em per character).
  const fontSize = Math.round(Math.min(height / 9, (width * 0.8) / (label.length * 0.6)));
  const showLabel = height >= 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
<pattern id="p" width="${gridStep}" height="${gridStep}" patternUnits="userSpaceOnUse"><path d="M${gridStep} 0H0V${gridStep}" fill="none" stroke="#fff" stroke-opacity=".08"/></pattern></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#p)"/>${shapes.join('')}
${showLabel ? `<text x="${Math.round(height / 8)}" y="${height - Math.round(height / 8)}" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(label)}</text>` : ''}
</svg>\n`;
}

let written = 0;
function writeOnce(relativePath: string, content: () => string | Buffer | Promise<Buffer>) {
  const path = join(PUBLIC, relativePath);
  // A photo path is the editor's to fill; the content check reports it when the file is missing.
  if (existsSync(path) || (isRaster(relativePath) && !relativePath.startsWith('images/og/'))) return Promise.resolve();
  mkdirSync(dirname(path), { recursive: true });
  return Promise.resolve(content()).then((data) => {
    writeFileSync(path, data);
    written++;
  });
}

const logo = (textColor: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="40" viewBox="0 0 240 40">
<rect x="2" y="4" width="32" height="32" rx="8" fill="#0a4fd6"/><path d="M10 28V12l16 16V12" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="44" y="29" font-family="system-ui,Segoe UI,Arial,sans-serif" font-size="24" font-weight="800" letter-spacing="-.5" fill="${textColor}">${escapeXml(site.name)}</text>
</svg>\n`;

const ogSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0b1b3a"/><rect x="80" y="80" width="96" height="96" rx="24" fill="#0a4fd6"/>
<path d="M104 152V104l48 48V104" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
<text x="80" y="330" font-family="DejaVu Sans,Arial,sans-serif" font-size="88" font-weight="800" fill="#fff">${escapeXml(site.name)}</text>
<text x="80" y="420" font-family="DejaVu Sans,Arial,sans-serif" font-size="40" fill="#c7d2fe">${escapeXml(site.tagline)}</text>
</svg>`;

async function main() {
  const jobs: Promise<void>[] = [
    writeOnce('images/brand/logo.svg', () => logo('#0b1b3a')),
    writeOnce('images/brand/logo-light.svg', () => logo('#ffffff')),
    writeOnce('favicon.svg', () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0a4fd6"/><path d="M8 24V8l16 16V8" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`),
    writeOnce('images/og/default.png', () => sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9 }).toBuffer()),
  ];
  for (const post of posts) {
    jobs.push(writeOnce(post.blogGridImg, () => cover(post.blogURL, post.blogCategory, 600, 338)));
    jobs.push(writeOnce(post.blogImg, () => cover(post.blogURL, post.blogCategory, 1200, 480)));
    if (post.featureImg) jobs.push(writeOnce(post.featureImg, () => cover(post.blogURL, post.blogCategory, 300, 90)));
  }
  for (const study of caseStudies) {
    const slug = caseStudySlug(study);
    jobs.push(writeOnce(study.caseThumbImg, () => cover(slug, tagLabel(study.caseTag), 600, 338)));
    jobs.push(writeOnce(study.caseImg, () => cover(slug, tagLabel(study.caseTag), 1200, 480)));
  }
  for (const section of navSections) {
    if (section.featured.kind !== 'static') continue;
    for (const item of section.featured.items) jobs.push(writeOnce(item.image, () => cover(item.link, item.title, 300, 90)));
  }
  await Promise.all(jobs);
  console.log(`images: ${written} written, the rest already existed`);
}

void main();
