import { navSections } from '@/data/navigation';
import { fullAddress, site } from '@/data/site';
import { meaningText } from './meaningText';
import { escapeMarkdown } from './compose';
import { STARTER_QUESTIONS, type ChatReply } from '@/lib/chat/contract';

/**
 * Questions answered from the site config rather than by search: greetings, thanks, who the
 * assistant is, how to reach the company, where it is, when it was founded, and whether it hires.
 * Each pattern must match the visitor's whole intent, not a word in a longer question, or it
 * would hide the search answer ("how do you contact patients in your healthcare app?").
 */
interface Intent {
  name: string;
  pattern: RegExp;
  reply: () => Omit<ChatReply, 'mode'>;
}

const mail = `[${site.email}](mailto:${site.email})`;
const phone = `[${site.phone}](tel:${site.phone.replace(/\s+/g, '')})`;
/** What happens at the office rather than where it is: "what is your office attendance policy?", "your office hours". */
const OFFICE_LIFE = String.raw`[\s-]+(?:attendance|hours|timings?|days?|polic(?:y|ies)|rules?|culture|set-?up|life|space|perks|facilities|amenities|dress|environment|vibe|atmosphere|presence)\b`;
const contactLink = '[contact page](/contact/)';

const GREETING = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|namaste|yo)( there)?( nexa| \w+)?[\s!.?,]*$/i;
const THANKS = /^((many )?thanks?( you)?|thank you( so much| very much)?|thx|ty|cheers|great,? thanks|perfect,? thanks|ok(ay)?,? thanks?|that('s| is) helpful|awesome|great)[\s!.?,]*$/i;

/** A section of the main navigation as a list answer: every page it links, as the site names them. */
function navList(id: 'industries' | 'capabilities', lead: string, skip: string[] = []): Omit<ChatReply, 'mode'> {
  const links = navSections.find((section) => section.id === id)!.links.filter((link) => !skip.includes(link.href));
  return {
    answer: `${lead}\n\n${links.map((link) => `- [${link.label}](${link.href})`).join('\n')}`,
    sources: links.map((link) => ({ title: link.label, url: link.href })),
    suggestions: ['Show me a case study in healthcare', 'How does an engagement start?', 'Which engagement models do you offer?'],
  };
}

const INTENTS: Intent[] = [
  {
    name: 'services',
    pattern: /^(so )?(what|which) (services|capabilities|kind of (work|services)|sort of (work|services))( do| does| can)? (you|the company|your company)( offer| provide| do)?[\s?.!]*$|^(what do you do|what does the company do|list (of )?(your )?services)[\s?.!]*$/i,
    reply: () => navList('capabilities', `${site.name} builds software end to end. Our capabilities:`),
  },
  {
    name: 'about-company',
    pattern: /^((so )?(what|who) (is|are) (the company|your company|you guys)( exactly)?|tell me (a bit |more )?about (the company|your company|yourselves|you guys)|what (kind|sort|type) of (a )?company (is it|are you|is the company))[\s?.!]*$/i,
    reply: () => ({
      answer: `${escapeMarkdown(site.description)} Read more [about us](/about/).`,
      sources: [{ title: 'About us', url: '/about/' }],
      suggestions: ['What services do you offer?', 'Which industries do you work with?'],
    }),
  },
  {
    name: 'industries',
    pattern: /^(what|which) (industries|sectors|domains|verticals)( do| does)? (you|the company)( work (in|with)| serve| cover| speciali[sz]e in| focus on)?[\s?.!]*$/i,
    reply: () => navList('industries', 'We work across these industries, each with its own page, case studies and insights:'),
  },
  {
    name: 'greeting',
    pattern: GREETING,
    reply: () => ({
      answer: `Hello! I'm ${site.assistant.name}, ${site.name}'s assistant. Ask me about our services, industries, case studies, careers or how to work with us.`,
      sources: [],
      suggestions: [...STARTER_QUESTIONS],
    }),
  },
  {
    name: 'thanks',
    pattern: THANKS,
    reply: () => ({
      answer: `You're welcome! If there's anything else about ${site.name}, just ask. To talk to our team, use the ${contactLink}.`,
      sources: [{ title: 'Contact us', url: '/contact/' }],
      suggestions: [...STARTER_QUESTIONS].slice(0, 3),
    }),
  },
  {
    name: 'who-are-you',
    // Also whether the visitor is talking to a person: "am I chatting with an actual human from your company right now or a bot?", "so what exactly are you? a bot?"
    pattern:
      /^((so|ok|okay|and|but),? )?((who|what) (exactly )?(are|r) (you|u)( exactly)?|(are you|is this) (a )?(bot|robot|human|real person|an? ai|chatgpt)|(what|who) is (the assistant|this (chat|chatbot|assistant|bot))|what can you (do|help( me)?( with)?))([\s?.!,]+((are you|r u|is it) )?(just )?(an? )?(bot|robot|human|real person|ai|chatbot|person)( or (an? )?(bot|robot|human|real person|ai|chatbot|person))?)?[\s?.!]*$|^((hi|hello|hey|quick question)[,.!]?\s+)?(am i|are we) (talking|chatting|speaking|writing) (to|with) (an? )?(real |actual |live )?(human|person|bot|robot|chatbot|ai|machine|computer)\b/i,
    reply: () => ({
      answer: `I'm ${site.assistant.name}, the AI assistant of ${site.name}. I answer from this website's own pages: our capabilities, industries, case studies, insights, careers and FAQ. If the site doesn't cover something, I'll say so and point you to our team.`,
      sources: [{ title: 'Frequently asked questions', url: '/faq/' }],
      suggestions: [...STARTER_QUESTIONS],
    }),
  },
  {
    name: 'contact',
    pattern:
      /^(how|where|can|could|may|who|i'?d like to|i would like to|i want to)\b.{0,30}\b(contact|reach|get in touch with|talk to|speak (to|with)|(?<!on[- ])call|e-?mail)\b.{0,20}\b(you|your team|someone|somebody|sales|the company|an? (real |actual |live )?(human|person))\b|^(contact( details| info(rmation)?| us)?|what('?s| is) your (e-?mail( address)?|phone( number)?|contact details)|your (e-?mail|phone( number)?))[\s?.!]*$|^(your |the company's |a )?(phone|telephone) (number|no\.?)( (to call|for) (you|the company))?[\s?.!]*$|\bwho (do|should|can|could) (i|we) (talk|speak) (to|with)\b/i,
    reply: () => ({
      answer: `You can reach the ${site.name} team by e-mail at ${mail} or by phone on ${phone}. Or tell us about your project on our ${contactLink} and a senior engineer will reply within one working day.`,
      sources: [{ title: 'Contact us', url: '/contact/' }],
      suggestions: ['How does an engagement start?', 'Where is your office?'],
    }),
  },
  {
    name: 'location',
    // Where the company or its office is, not where something is on the site ("where is the blog?"), and not what happens there ("a camp at your office"); whether it has an office elsewhere ("a Bangalore office").
    pattern: new RegExp(
      String.raw`\bwhere (are|is) (you|the company|your company)( guys)?( (based|located|headquartered))?\b|\bwhere (are|is) (your|the) (team|teams|engineers|developers|staff|people)\b.*\b(based|located)\b|\bwhere (are|is) (your|the) (office|offices|headquarters|hq)\b|\b(?:what|where)(?: exactly)?(?:'s| is| are)? (?:exactly )?your (office|offices|address|location|headquarters|hq)\b(?!${OFFICE_LIFE})|^your (office|address|location|headquarters|hq)\b(?!${OFFICE_LIFE})|\boffice address\b|\b(an |any )?offices? (in|outside|abroad)\b|\b(?:have|got|open) (?:an?|any) [\p{L}-]+ office\b`,
      'iu',
    ),
    reply: () => ({
      answer: `We have one office, in ${site.address.locality}, ${site.address.country}: ${fullAddress}. [Open it in Google Maps](${site.social.maps}), or see our ${contactLink}.`,
      sources: [{ title: 'About us', url: '/about/' }, { title: 'Contact us', url: '/contact/' }],
      suggestions: ['How do you handle the time difference?', 'Can I work remotely?'],
    }),
  },
  {
    name: 'founded',
    pattern: /\b(when (was|were|did) (you|the company|your company)\b.*\b(found(ed)?|start(ed)?|establish(ed)?|begin|began)|how old is (your company|the company)|(founding|founded) (year|in)|since when (have|has) (you|the company) been (around|in business|operating)|how did (you|the company|your company) (start|begin|get started|come about)|(back ?story|origin story|history) of (the company|your company))\b/i,
    reply: () => ({
      answer: `${site.name} was founded in ${site.foundingYear} in ${site.address.locality}, ${site.address.country}. Read more [about us](/about/).`,
      sources: [{ title: 'About us', url: '/about/' }],
      suggestions: ['What services do you offer?', 'Which industries do you work with?'],
    }),
  },
  {
    name: 'careers',
    pattern: /^(are|is) (you|the company|your company) hiring\b|^(do you have )?(any )?(job openings?|open (positions|roles|vacancies)|jobs|vacancies|openings|career opportunities|current openings)( available| at the moment| right now)?[\s?.!]*$/i,
    reply: () => ({
      answer: `Yes, we're hiring. See the open positions and how to apply on our [careers page](/careers/). Students can also look at our [internship program](/internship-program/).`,
      sources: [{ title: 'Careers', url: '/careers/' }, { title: 'Internship program', url: '/internship-program/' }],
      suggestions: ['What does the hiring process look like?', 'Can I work remotely?', 'Do you hire freshers and interns?'],
    }),
  },
];

export interface IntentMatch {
  name: string;
  reply: Omit<ChatReply, 'mode'>;
}

export function matchIntent(question: string): IntentMatch | null {
  // Patterns say "the company": the company's own name reads so, whatever it is.
  const text = meaningText(question.trim());
  for (const intent of INTENTS) {
    if (intent.pattern.test(text)) return { name: intent.name, reply: intent.reply() };
  }
  return null;
}
