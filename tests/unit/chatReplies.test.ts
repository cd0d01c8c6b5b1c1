import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Answerer, OUT_OF_SCOPE_ANSWER, turnAfter, type Answer, type Turn } from '@/lib/assistant/answerer';
import { askedThing, askedWork } from '@/lib/assistant/askedThing';
import { asksForExplanation } from '@/lib/assistant/guard';
import { offeredOptions } from '@/lib/assistant/offeredOptions';
import { isYesNoQuestion, yesOrNo } from '@/lib/assistant/directAnswer';
import { Embedder } from '@/lib/assistant/embedding/embedder';
import { followUps, topicFollowUps } from '@/lib/assistant/followUps';
import type { ChatIndex } from '@/lib/assistant/chatIndex';
import type { Chunk } from '@/lib/assistant/chunks';
import { getFaqEntries, getOpenPositions } from '@/lib/content/siteContent';
import { loadChatIndex, loadChatVectors } from '@/server/chat/loadIndex';
import { withoutLearned } from '../chat/learnedFolds';
import { tuningBatches } from '../chat/tuningSet';

let index: ChatIndex;
let vectors: Float32Array[] | null;
let answerer: Answerer;
let embedder: Embedder;

beforeAll(async () => {
  index = loadChatIndex();
  vectors = loadChatVectors(index);
  answerer = new Answerer(index, vectors);
  embedder = new Embedder();
  await embedder.ready;
}, 120_000);

afterAll(() => embedder?.close());

async function ask(question: string, previous?: Turn): Promise<Answer> {
  const prepared = answerer.prepare(question, previous);
  const [vector, ...fallbackVectors] = await embedder.embed([prepared.meaningText, ...prepared.fallbacks.map((fallback) => fallback.meaningText)], 10_000);
  return answerer.answer(prepared, vector, fallbackVectors);
}

/** The reply to a tuning question as if the batch that asked it had never been learned. */
async function unlearnedReply(batch: keyof typeof tuningBatches, question: string, previous?: Turn): Promise<Answer> {
  const folded = withoutLearned(index, vectors, tuningBatches[batch]);
  const unlearned = new Answerer(folded.index, folded.vectors);
  const prepared = unlearned.prepare(question, previous);
  const [vector] = await embedder.embed([prepared.meaningText], 10_000);
  return unlearned.answer(prepared, vector);
}

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"“(])/).length;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const chunk = (fields: Partial<Chunk>): Chunk => ({ id: '/x/', url: '/x/', kind: 'page', pageTitle: 'Page', heading: 'Page', text: '', tags: '', ...fields });

describe('a reply that reads like an answer', () => {
  it('says yes or no first when the quoted sentence settles a yes/no question', async () => {
    expect((await ask('Do you build browser extensions?')).answer).toMatch(/^Yes\. /);
    // What the company does ("build", "made", "worked with") need not be in the sentence: the thing asked about must.
    expect((await ask('do you build browser extensions?')).answer).toMatch(/^Yes\. /);
    expect((await ask('have you ever made an app for a pharmacy chain?')).answer).toMatch(/^Yes\. /);
    expect((await ask('Do you hire outside India?')).answer).toMatch(/^No\. We do not currently hire outside India\./);
    expect((await ask('Do you sell my personal data?')).answer).toMatch(/^No\. /);
  });

  it('opens without a yes or no when the question is not a yes/no question, or the sentence does not settle it', () => {
    expect(isYesNoQuestion('Can you tell me about your DevOps work?')).toBe(false);
    expect(isYesNoQuestion('How do you price your work?')).toBe(false);
    const passage = chunk({ pageTitle: 'Careers' });
    expect(yesOrNo('How do you price your work?', 'Fixed-scope projects have a single price.', passage, true)).toBeNull();
    expect(yesOrNo('Do you build games for consoles?', 'We build software for retailers.', passage, false)).toBeNull();
    expect(yesOrNo('Have you worked with game studios?', 'We have worked with retailers.', passage, false)).toBeNull();
    expect(yesOrNo('Do you hire freshers?', 'Yes, every year we hire graduates.', passage, true)).toBeNull();
  });

  it('points a where-is-it question to the page itself', async () => {
    const reply = await ask('Where can I read your case studies?');
    expect(reply.answer).toMatch(/^You'll find it on \[Case Studies\]\(\/case-studies\/\)\. /);
    expect((await ask('Do you have a blog?')).answer).toContain('](/insights/)');
    // A hub page says what it is for (its purpose), so the page itself is found, not one of its sections.
    expect((await ask('Where do you list everything you offer?')).sources[0]?.url).toBe('/capabilities/');
    // The site calls its services capabilities.
    expect((await ask('where can i see all ur services in one page')).sources[0]?.url).toBe('/capabilities/');
    // A second sentence may ask where: the page itself is the answer.
    expect((await ask("I'd rather write than phone. Is there a form somewhere where I can describe what we need?")).sources[0]?.url).toBe('/contact/');
    // Asked for openings, the careers page that lists them is the answer, not the FAQ on applying.
    expect((await ask('where is the job openings page?')).sources[0]?.url).toBe('/careers/');
  });

  it('quotes two or three sentences, lists each source once, and offers at most two short follow-ups in a visitor\'s words', async () => {
    for (const question of ['Do you work with healthcare companies?', 'How do you price your work?', 'What does your QA team do?', 'How do you handle my personal data?', 'Tell me about agentic AI']) {
      const reply = await ask(question);
      expect(reply.mode, question).toBe('retrieval');
      const quoted = reply.answer.replace(/^(Yes|No)\. /, '');
      expect(sentenceCount(quoted), question).toBeLessThanOrEqual(3);
      expect(wordCount(quoted), question).toBeLessThanOrEqual(75);
      expect(reply.answer, question).not.toMatch(/Read more|Related:/);
      const urls = reply.sources.map((source) => source.url);
      expect(new Set(urls).size, question).toBe(urls.length);
      expect(urls.length, question).toBeLessThanOrEqual(3);
      expect(reply.suggestions.length, question).toBeLessThanOrEqual(2);
      for (const suggestion of reply.suggestions) {
        expect(suggestion, question).toMatch(/\?$/);
        expect(suggestion.length, question).toBeLessThanOrEqual(70);
        expect(suggestion, question).not.toMatch(/^Tell me about/);
        expect(suggestion.toLowerCase(), question).not.toBe(question.toLowerCase());
      }
    }
  });

  it('never offers the question just asked, or the passage that answered it, as a follow-up', () => {
    const faq = chunk({ id: '/faq/#remote', url: '/faq/#remote', kind: 'faq', heading: 'Can I work remotely?' });
    const other = chunk({ id: '/faq/#apply', url: '/faq/#apply', kind: 'faq', heading: 'How do I apply?' });
    expect(followUps('can I work remotely', faq, [faq, other])).toEqual(['How do I apply?']);
    expect(followUps('How do I apply?', faq, [faq, other])).toEqual([]);
  });
});

describe('a question about working at the company', () => {
  it('from someone with an offer is answered from the careers pages, not from the pages for clients', async () => {
    const reply = await ask('hi, I have an offer letter from Nexaloom. does the medical insurance also cover my parents or only me?');
    expect(reply.sources[0]?.url).toMatch(/^\/careers\//);
  }, 30_000);

  it('reads a dad as a father and a mum as a mother', async () => {
    expect((await ask('and paternity leave for dads?')).answer).toContain('New fathers receive four weeks of paid paternity leave');
  }, 30_000);
});

describe('a question about working with the company', () => {
  it('finds the page that answers it, in the words a client uses', async () => {
    // A currency code is the currency the page spells out.
    expect((await ask('which currencies can you invoice in? we pay in AUD')).answer).toContain('Australian dollars');
    expect((await ask('who do i escalate to if the project starts going off the rails?')).sources[0]?.url).toMatch(/^\/about\//);
    expect((await ask('Do you have any staff based in the States or is everyone in India? Would someone fly over for the kickoff?')).sources[0]?.url).toMatch(/^\/about\//);
  }, 30_000);
});

describe('a question after a figure or a name', () => {
  it('is answered by a page that states it', async () => {
    const ceo = await ask('who is the ceo of nexaloom?');
    expect(ceo.mode).toBe('retrieval');
    expect(ceo.answer).toContain('Rohan Deshpande');
    // A boss is who leads the company.
    expect((await ask("Who's the boss over there? Like the CEO")).answer).toContain('Rohan Deshpande');
  });

  it('reads what survived as what is alive', async () => {
    expect((await ask('how many of those saplings have actually survived so far?')).answer).toContain('1,161 of the 1,200 saplings were recorded as alive');
  }, 30_000);

  it('counts what the words after "how many" name, not only the first of them', async () => {
    const combinations = await ask('for the UK mobile banking tests, how many different device and OS combinations were covered?');
    expect(combinations.answer).toContain('38 device and OS combinations');
    const replayed = await ask('how many past disruption cases went through the rebooking agent before launch?');
    expect(replayed.answer).toContain('1,800');
  }, 30_000);

  it('asks what a budget covers, not how much it is, with "what does it cover"', async () => {
    const budget = await ask('what does the yearly learning budget for employees cover');
    expect(budget.mode).toBe('retrieval');
    expect(budget.sources[0]?.url.split('#')[0]).toBe('/company-culture/');
  });

  it('is answered by a sentence about the clause that asks, whatever story comes before it', async () => {
    const share = await ask('Our procurement team is filling in a supplier diversity questionnaire for next quarter. What share of your engineers are women?');
    expect(share.mode).toBe('retrieval');
    expect(share.answer).toContain('34%');
  });

  it('takes a share given in words, or as so many of so many, for a share', async () => {
    const leadership = await ask('what share of your leadership team are women?');
    expect(leadership.mode).toBe('retrieval');
    expect(leadership.answer).toContain('two of the five people on our leadership team');
    const engineers = await ask('what share of your people are software engineers?');
    expect(engineers.answer).toContain('Roughly half of our people are software engineers');
    // A share the site does not give is still refused.
    expect((await ask('what percentage of your projects are fixed price?')).mode).toBe('abstain');
  }, 30_000);

  it('reads a page the question names by its title in that context: the count need not repeat the title', async () => {
    const minutes = await ask('For the UAE retail bank, current account opening: how many minutes does it take now?');
    expect(minutes.mode).toBe('retrieval');
    expect(minutes.answer).toContain('11 minutes');
  });

  it('is refused when it names something the site never mentions, unless its meaning is close to a page', async () => {
    for (const question of ['can your data team build tableau dashboards for us?', 'Have you ever worked with Tesco?', 'do you build Zigbee smart-home hubs?']) {
      expect((await ask(question)).mode, question).toBe('abstain');
    }
    // Meaning about as close as makes a passage an answer is not enough: the passage is about its other words.
    expect((await ask('python asyncio.gather vs TaskGroup which one should i use')).mode).toBe('abstain');
    // A slip in a word the site uses is forgiven.
    expect((await ask('Do you do machine learning work like predicting demnad?')).mode).toBe('retrieval');
  });

  it('is refused when the pages found are about the subject but do not state it', async () => {
    for (const question of ['what is your annual revenue?', 'What salary does the Senior React Engineer role pay?', 'Who is your CFO?', 'what is the exact stipend amount for interns?']) {
      expect((await ask(question)).mode, question).toBe('abstain');
    }
    // Where the page states the amount, it answers; a question about how it works needs no figure.
    expect((await ask("what's the learning budget amount per year?")).answer).toContain('40,000');
    expect((await ask('Is the internship stipend paid monthly?')).mode).toBe('retrieval');
  });

  it('is refused when it is worded somewhat like a question the site answers nowhere, and no passage holds most of its words', async () => {
    // The case study names the portal, not the record system behind it; a question about the portal itself is answered.
    expect((await ask("Which medical record system does the clinic group's portal talk to?")).mode).toBe('abstain');
    expect((await ask('Have you built a patient portal for a clinic group in the UAE?')).sources[0]?.url.split('#')[0]).toBe('/case-studies/patient-scheduling-and-telehealth-portal/');
  });

  it('is refused when other visitors asked it in other words and the site answered it nowhere', async () => {
    // Each with its own batch unlearned: what refuses it is what the twenty-second to twenty-fourth batches asked.
    expect((await unlearnedReply('seventh', 'Do you develop mobile games?')).mode).toBe('abstain');
    expect((await unlearnedReply('eighth', 'Is there a press kit I can download with your logo and photos of the leadership team?')).mode).toBe('abstain');
    expect((await unlearnedReply('eighth', 'Was the travel disruption rebooking agent hooked up to Amadeus or to Sabre?')).mode).toBe('abstain');
    expect((await unlearnedReply('twentyThird', 'Need your GST number and CIN for our vendor registration form')).mode).toBe('abstain');
    expect((await unlearnedReply('fifteenth', 'Would your master services agreement be governed by English law with London courts, or do you insist on Indian jurisdiction for client contracts?')).mode).toBe('abstain');
    // A question unanswered only for the platform it names is not learned: a client's work request worded like it is answered.
    expect((await ask('our checkout page throws errors under load, can you fix it?')).mode).toBe('retrieval');
    expect((await ask("We're three devs and nobody wants to carry the pager. Could you cover on-call for our infrastructure outside our hours?")).mode).toBe('retrieval');
  });

  it('is answered when the nearest questions asked before were answered by the page it leads to, though no passage is close', async () => {
    // As if the batch that asked it had never been learned: its nearest learned questions are other visitors'.
    const folded = withoutLearned(index, vectors, tuningBatches.ninth);
    const unlearned = new Answerer(folded.index, folded.vectors);
    const prepared = unlearned.prepare('do u do flutter');
    const [vector] = await embedder.embed([prepared.meaningText], 10_000);
    expect(unlearned.answer(prepared, vector).sources[0]?.url.split('#')[0]).toBe('/capabilities/product-engineering-service/');
    // A question none of whose words the site holds is near too many questions to mean any.
    for (const question of ['what about it?', 'tell me more', 'and?']) expect((await ask(question)).mode, question).toBe('abstain');
  });

  it('asks an amount with a fee, a price or a bill named, a pay figure typed first, or money and a currency typed alone', async () => {
    for (const question of ["What's the exit fee if we end a dedicated team contract early?", 'what is the fixed price of a two-week discovery sprint?', 'ctc for data engineer role', 'qa engineer day rate eur', "What's the monthly rate for one senior React engineer on a dedicated team?"]) {
      expect((await ask(question)).mode, question).toBe('abstain');
    }
    // "How much is it" asks what it costs, whatever "it" is.
    const stipend = await ask('is the internship paid or unpaid?');
    expect((await ask('how much is it a month exactly', { query: stipend.query, urls: stipend.sources.map((source) => source.url) })).mode).toBe('abstain');
    // How invoicing works, in a currency, is not an amount.
    expect((await ask('our finance dept wants to know: can you invoice us in EUR?')).mode).toBe('retrieval');
  }, 30_000);

  it('asks the date of the next one with "when is the next", and an average pay as an amount', async () => {
    for (const question of ['when is the next digital literacy class at the schools? my kid might join', 'average salary for a QA engineer at your company?']) expect((await ask(question)).mode, question).toBe('abstain');
  }, 30_000);

  it('asks a share with a word between "what" and "percentage" or "percentage-wise", a distance with "how far is", and no time of day with "what time zone"', async () => {
    for (const question of ['what referral percentage do you pay recruitment agencies?', 'how far is your office from Pune airport?', 'how much cheaper is replacing it route by route than a full rewrite, percentage-wise?']) expect((await ask(question)).mode, question).toBe('abstain');
    // "How far off" asks an error, which a figure gives.
    expect((await ask('how far off were the operating theatre case-duration predictions, typically?')).mode).toBe('retrieval');
    // "What time zone" asks a place's clock, not a time of day.
    expect((await ask('What time zone is your team in, and how much of my US workday would overlap?')).sources[0]?.url).toBe('/faq/#time-zones-and-overlap');
  }, 30_000);

  it('reads what is asked in the sentences that ask, and a long question\'s figure in a sentence holding four of its terms', async () => {
    // ", which customers hate" tells the visitor's story; it asks for no name.
    const collections = await unlearnedReply('twentyFirst', "We're a UK credit card lender and our collections team phones everyone who misses a payment, which customers hate. Consumer Duty is on our minds too. Could data science help?");
    expect(collections.sources[0]?.url.split('#')[0]).toBe('/case-studies/consumer-lending-collections-analytics/');
    const talk = await unlearnedReply('eighth', 'In the Austin generative AI summit talk, how many real cases do you recommend collecting for the evaluation set before building the agent?');
    expect(talk.answer).toContain('150 to 300 real');
  }, 30_000);

  it('counts the rounds of a process by the steps a sentence lists', async () => {
    const rounds = await ask('how many interview rounds are there if I apply for a job?');
    expect(rounds.mode).toBe('retrieval');
    expect(rounds.sources.map((source) => source.url.split('#')[0])).toContain('/careers/');
  });
});

describe('a search-box query', () => {
  it('finds the page it names alone, or by a slip of its name', async () => {
    for (const query of ['careers', 'carrers', 'the faq page']) expect((await ask(query)).sources[0]?.url.split('#')[0], query).toBe(query.includes('faq') ? '/faq/' : '/careers/');
  });

  it('is answered by the passage holding every one of its words, when that page leads', async () => {
    expect((await ask('kotlin multiplatform')).sources[0]?.url.split('#')[0]).toBe('/case-studies/decentralised-trial-epro-platform/');
    // Not when no passage of the page that leads holds them all, nor when it asks for a figure a client's passage may give.
    for (const query of ['pune parking', 'company annual revenue']) expect((await ask(query)).mode, query).toBe('abstain');
  });

  it('is answered by the page that leads when one of its passages holds every word, though another page holds them more densely', async () => {
    // As if the batch that asked it had never been learned: "founders" is said most often by the press page's media contacts, and the about page leads.
    const folded = withoutLearned(index, vectors, tuningBatches.seventeenth);
    const unlearned = new Answerer(folded.index, folded.vectors);
    const prepared = unlearned.prepare('founders');
    const [vector] = await embedder.embed([prepared.meaningText], 10_000);
    const reply = unlearned.answer(prepared, vector);
    expect(reply.mode).toBe('retrieval');
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/about/');
    // A tool named alone is answered from the page that leads when it names the tool, not only from the page naming it most.
    expect(['/case-studies/decentralised-trial-epro-platform/', '/case-studies/pharmacy-prescription-refill-app/']).toContain((await ask('swiftui')).sources[0]?.url.split('#')[0]);
    // Words saying what is wanted of the thing named ("devs", "name", "details") need not be held.
    expect((await ask('flutter devs')).sources[0]?.url.split('#')[0]).toBe('/capabilities/product-engineering-service/');
  });

  it('reads a slip as the site word it is one or two letters from', async () => {
    expect((await ask('chrome extention develpment')).sources[0]?.url).toBe('/capabilities/browser-extension/');
    expect(answerer.prepare('chrome extention develpment').question).toBe('chrome extension development');
  });
});

describe('a question about one edition of an event', () => {
  it("is refused when the page found is about another year's", async () => {
    expect((await ask('Will you be at RSAC 2026?')).mode).toBe('abstain');
    expect((await ask('What did you show at RSAC 2024?')).sources[0]?.url).toBe('/nexaloom-at-rsac-2024/');
    // Typed in lower case, an edition is still one; a month is a date, not an edition.
    expect((await ask('u coming to rsac 2026 also?')).mode).toBe('abstain');
    expect((await ask('What did your booth show at the conference in July 2024?')).mode).toBe('retrieval');
    // A year in the visitor's story is no edition.
    expect((await ask('Our team still runs a desktop app from 2008. Do you modernise old systems gradually?')).mode).toBe('retrieval');
    expect((await ask('We run the whole business on spreadsheets and a program from like 2008. Where do we even start modernising?')).mode).toBe('retrieval');
    // Nor is a graduate's year, or one after "I'm".
    expect((await ask('hi sir, im a 2025 passout btech IT. does nexaloom hire freshers or only experienced ppl??')).mode).toBe('retrieval');
    expect((await ask("btech cse 2025 graduate, no job yet. you people take freshers?")).mode).toBe('retrieval');
  });
});

describe("a long message, or one that says where the visitor lives", () => {
  it('is answered although one of its words is unknown to the site: it is part of the story', async () => {
    for (const question of [
      'We are a retailer and our last vendor left us a jupyter notebook and vanished. Can you build demand forecasting models and keep them running after launch?',
      'I live in Kochi. Do you have any remote DevOps jobs?',
      // The words of the sentences that tell the story ("Tirupur", "gots") are not what is asked.
      'Namaste, we are textile mill in Tirupur supplying to european brands. They keep asking gots and oeko-tex certificates for every yarn lot and we track all in files only. Can u build something for this?',
    ]) {
      expect((await ask(question)).mode, question).toBe('retrieval');
    }
  });

  it('is answered when the sentences that ask, searched apart from the story, find the page that leads', async () => {
    // As if the batches that asked them had never been learned: the story's words draw the whole message elsewhere.
    for (const [batch, question, page] of [
      ['eleventh', "With our last vendor every status report said green until it wasn't. How do I see real progress with you?", '/faq/'],
      ['seventeenth', 'Do new dads get any leave when the baby comes? My husband is joining in Feb and we are expecting in April.', '/careers/'],
    ] as const) {
      const folded = withoutLearned(index, vectors, tuningBatches[batch]);
      const unlearned = new Answerer(folded.index, folded.vectors);
      const prepared = unlearned.prepare(question);
      const [vector] = await embedder.embed([prepared.meaningText], 10_000);
      expect(unlearned.answer(prepared, vector).sources[0]?.url.split('#')[0], question).toBe(page);
    }
    // Not when no passage holds half of what the sentences that ask say.
    expect((await ask("Your staff's bikes keep blocking our society gate on Tuesdays and Thursdays. Who at your company deals with complaints from neighbours about parking?")).mode).toBe('abstain');
  }, 30_000);
});

describe('a question whether the company has done this for others', () => {
  it('is answered by a case study first', async () => {
    const reply = await ask("Our bank's card fraud rules block good customers. Have you helped a bank like us?");
    expect(reply.sources[0]?.url).toMatch(/^\/case-studies\//);
  }, 30_000);
});

describe('a message that asks several questions', () => {
  it('is answered by its first question when the site does not answer it as a whole', async () => {
    for (const question of ['who is the CTO and what does she look after?', 'who is the CTO? what else does she own?']) {
      const reply = await ask(question);
      expect([reply.mode, reply.sources[0]?.url.split('#')[0]], question).toEqual(['retrieval', '/about/']);
    }
    expect((await ask('is there free parking at the office and can I bring my dog?')).mode).toBe('abstain');
  }, 30_000);
});

describe('a question whether the company has worked for a kind of client', () => {
  it('is answered by a page that names that kind of client, and refused when none does', async () => {
    for (const question of ['do you work with hospitals?', 'have you built anything for banks?']) expect((await ask(question)).mode, question).toBe('retrieval');
    expect((await ask('did you ever make an app for a football club?')).mode).toBe('abstain');
  }, 30_000);
});

describe('a question whether the company does a kind of work', () => {
  it('names the work asked about', () => {
    expect(askedWork('do you do ServiceNow development?')).toEqual(['servicenow', 'development']);
    expect(askedWork('can you guys build a Tally integration for our accounts team?')).toEqual(['tally', 'integration']);
    expect(askedWork('what do your engineers work on?')).toEqual([]);
  });

  it('is refused when the work is named by a word the site never uses', async () => {
    expect((await ask('can you develop a Xamarin app?')).mode).toBe('abstain');
    expect((await unlearnedReply('fifth', 'do you do ServiceNow development?')).mode).toBe('abstain');
    expect((await unlearnedReply('twentyThird', 'our MySQL database locks up every evening at peak. do you do MySQL tuning?')).mode).toBe('abstain');
    // A name with a figure is not read as unknown: the site writes "PSD2" inside "NextGenPSD2".
    for (const question of ['do you do Kubernetes work?', 'Do you build PSD2-style open banking APIs?']) expect((await ask(question)).mode, question).toBe('retrieval');
  }, 30_000);
});

describe('a yes/no question whether something exists or is offered', () => {
  it('names the thing asked about, not where, for whom or why', () => {
    expect(askedThing('is there visitor parking at your Pune office?')).toEqual(['visitor', 'parking']);
    expect(askedThing('Do you offer a sign-on bonus for engineers who join from abroad?')).toEqual(['sign', 'bonus']);
    expect(askedThing('are you guys ISO 42001 certified')).toEqual(['iso', '42001']);
    expect(askedThing('If we sign, will you guarantee our card fraud losses drop by the same percentage?')).toEqual(['guarantee']);
    expect(askedThing('does the Pune office have a gym for employees?')).toEqual(['gym']);
    // A commitment named as such: only a page that speaks of guarantees or warranties answers it; "how do you guarantee…" asks how something is ensured.
    expect(askedThing("what's the guaranteed turnaround for a severity one bug?")).toEqual(['guarantee']);
    expect(askedThing('if the launch slips, do we get our money back?')).toEqual(['guarantee']);
    expect(askedThing('how long is the warranty on delivered code')).toEqual(['warranty']);
    expect(askedThing('how do you guarantee the payment that runs is the one approved?')).toEqual([]);
    expect(askedThing('do interns have to sign a service bond?')).toEqual(['service', 'bond']);
    expect(askedThing('would you publish it on the Opera add-ons store as well?')).toEqual(['opera', 'add', 'ons', 'store']);
    // A write-up of something is a page about it, which the site has whatever it calls it.
    expect(askedThing('rsac 2024 booth — what did you actually demo? is there a writeup')).toEqual([]);
    expect(askedThing('is there a blog post on how you check the passport scans automatically?')).toEqual([]);
    expect(askedThing('is there a careers page or section?')).toEqual(['careers']);
    // How or where the visitor would get it is not part of its name.
    expect(askedThing('I missed your talk in Austin. Can I get the slides somehow?')).toEqual(['slides']);
    expect(askedThing('is there parking somewhere near the office?')).toEqual(['parking']);
    expect(askedThing('what do your engineers work on?')).toEqual([]);
    // "A trick", "a way", "an approach": some means of doing a thing, which a page names by what it does.
    expect(askedThing('is there a statistical trick that shortens a slow A/B test?')).toEqual(['statistical']);
    expect(askedThing('is there any way to pause the newsletter for a month?')).toEqual([]);
  });

  it('is answered by a page that mentions the thing, and refused when none does', async () => {
    for (const question of ['is there a minimum contract length?', 'do you offer a returnship program for women?', 'do interns get a stipend?']) expect((await ask(question)).mode, question).toBe('retrieval');
    // A part of the site is asked for by what it holds, whatever the site calls the part.
    expect((await ask('do you have a FAQ section somewhere')).sources[0]?.url).toBe('/faq/');
    // An abbreviation the page spells out ("a data processing agreement") is mentioned.
    expect((await ask('do you sign a DPA with clients?')).sources[0]?.url).toBe('/faq/#nda-dpa-gdpr');
    for (const question of ['is there a creche for employees children at the Pune office?', 'do you offer a sign-on bonus to senior engineers?', 'is there a gym at the office?']) expect((await ask(question)).mode, question).toBe('abstain');
    // A certificate is held under its whole name, not by a page that says "cyber" in one place and "essential" in another.
    expect((await ask('Are you Cyber Essentials certified? Our NHS contract says suppliers must be.')).mode).toBe('abstain');
    expect((await ask('are you guys ISO 27001 certified?')).mode).toBe('retrieval');
    // However common its words: a page on the place people work does not hold "Great Place to Work".
    expect((await ask('Is Nexaloom Great Place to Work certified?')).mode).toBe('abstain');
    // A variant by its type ("SOC 2 Type II") is held only where a page names that type: the site names SOC 2 only as its clients' assessments.
    for (const question of ['could we see your SOC 2 Type 2 report?', 'does nexaloom hold a soc 2 type ii attestation']) expect((await ask(question)).mode, question).toBe('abstain');
    // A word on six pages still names something in particular: a video of the demo is not the demo.
    expect((await ask('is there a video of the RSAC booth demo I can watch?')).mode).toBe('abstain');
    // A store the site never names is not one of the stores it does.
    expect((await ask('would you publish it on the Opera add-ons store as well?')).mode).toBe('abstain');
  }, 30_000);
});

describe('a question offering names to choose from', () => {
  it('finds the names offered', () => {
    expect(offeredOptions('Which GDS does the agent book through: Amadeus, Sabre or Travelport?')).toEqual([['amadeus'], ['sabre'], ['travelport']]);
    expect(offeredOptions('Is it React Native or Flutter?')).toEqual([['react', 'native'], ['flutter']]);
    for (const question of ['is it paid or unpaid?', 'Should I apply now or wait?']) expect(offeredOptions(question), question).toEqual([]);
  });

  it('is answered by a page that names one of them, and refused when none does', async () => {
    expect((await ask('Do you build mobile apps in Flutter or React Native?')).mode).toBe('retrieval');
    expect((await ask("Which GDS does the UK travel management company's disruption rebooking agent book through: Amadeus, Sabre or Travelport?")).mode).toBe('abstain');
  }, 30_000);
});

describe('a request no page answers', () => {
  it('is declined as out of scope by its meaning, while questions about the work are answered', async () => {
    for (const question of ['will it snow in Shimla next week?', 'Recommend a good book on SRE for someone just promoted to engineering manager', 'iphone says storage full but I deleted loads of photos, what else can I remove', 'who won the chess world championship', 'should I prepay my home loan or put the money in mutual funds?', 'my laptop keeps losing the wifi connection at home, what can I do?', 'how to reverse a linked list in java, interview tmrw']) {
      const reply = await ask(question);
      expect([reply.mode, reply.answer], question).toEqual(['abstain', OUT_OF_SCOPE_ANSWER]);
    }
    // Not close enough to any request to be called out of scope, but no page answers it either.
    expect((await ask('best way to cook rice in a pressure cooker')).mode).toBe('abstain');
    for (const question of ['Do you write Python for clients?', 'can you build a weather data pipeline for our stores?']) expect((await ask(question)).mode, question).toBe('retrieval');
    // A bug in the visitor's own code is theirs to fix; a client's failing system is work.
    expect((await ask('my node script throws TypeError: undefined is not a function, how do i fix it?')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    expect((await ask('our checkout page throws errors under load, can you fix it?')).mode).toBe('retrieval');
    expect((await ask('my vite build fails with "Cannot find module react-dom", how do I fix it?')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    expect((await ask('my android app crashes whenever it opens the gallery, any idea why?')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    expect((await ask('write a docker-compose file for postgres and redis')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    // The visitor's own text or code to sum up or look over; a client's codebase is work.
    for (const question of ["can you summarise my mum's lab report if I paste it?", 'could you look at my webpack.config.js and say why it is slow', 'can you check this contract clause for me']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    expect((await ask('can you review our codebase before the handover?')).mode).toBe('retrieval');
    expect((await ask('our release pipeline build keeps failing, can your devops team fix it?')).mode).toBe('retrieval');
    // Picking a product for the visitor's own use, a citation style, a template to fill in.
    for (const question of ['which password manager should our small office use', 'how do I cite a journal article in my bibliography', 'make me a spreadsheet template to track my monthly expenses']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    // Sightseeing, a career leap, a letter for the visitor's family: requests like those no website answers.
    for (const question of ['what should I see in Jaipur over a long weekend?', 'should I leave my job to open a bakery? my family says no', 'write a leave application for my son to his class teacher']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    // A press release, slides or a plan for the visitor's own life, written to order; a plan for a client's system is work.
    for (const question of ["write a press release announcing my bakery's new branch", 'could you draft a pitch deck for my food truck business?', 'make me a diet plan to lose 5 kg', 'give me a template for a rent agreement']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    expect((await ask('can you give me a plan for migrating our app to AWS?')).mode).toBe('retrieval');
    // A spreadsheet formula, a garden: kinds of request the examples name.
    for (const question of ['which google sheets formula gives a weighted mean of my scores', 'when is the best month to sow tomatoes on my balcony']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    // Coursework, however it is named, when "can you…" addresses the assistant rather than the company.
    expect((await ask("the article on queues at visa centres used little's law - can you go through how it works? need it for my operations research exam")).answer).toBe(OUT_OF_SCOPE_ANSWER);
    // A choice in the visitor's own life or learning.
    for (const question of ['help me choose between two job offers: one pays 20% more, the other is fully remote', 'which is a better first language to teach myself, python or javascript?']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    expect((await ask('help me choose between a dedicated team and staff augmentation')).mode).toBe('retrieval');
  }, 30_000);

  it('is a lesson in something the site does not teach, unless a passage is about just that', async () => {
    for (const question of ['Can you explain how garbage collection works in the JVM, generations and all?', 'in general what is the difference between a SOC 2 type 1 and type 2 report', "What's the difference between a process and a thread in Linux?", 'quick question: what is the difference between a mutex and a semaphore']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    // "How do I…" asks how the visitor does something: a lesson too, unless it is about the company or the site.
    expect((await ask('how can I install node on windows?')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    for (const question of ['how do I apply for the internship?', 'how do I unsubscribe from the newsletter?']) expect((await ask(question)).mode, question).toBe('retrieval');
    // ...also asked after the visitor's story or a filler, in a message that nowhere names the company or the site.
    for (const question of ['My React useEffect fires twice in development so my API gets called two times. How do I stop that?', 'um how do i renew my passport myself like what forms do i need']) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    expect((await ask("I keep getting a monthly newsletter from you and don't remember signing up. How do I make it stop?")).mode).toBe('retrieval');
    // So are how something works or is worked out in general, and the best way to do something.
    for (const question of ['how does a heat pump work in freezing weather', 'how does PF transfer work when changing jobs in india', 'how is stamp duty calculated when buying a flat in Mumbai', "what's the best way to get rid of mould on a bathroom ceiling?"]) {
      expect((await ask(question)).answer, question).toBe(OUT_OF_SCOPE_ANSWER);
    }
    for (const question of ['how does the internship work?', 'how does your pricing work?', 'how is the AI readiness guide score calculated?']) expect((await ask(question)).mode, question).toBe('retrieval');
    // A passage must hold most of the subject's words: a technical article holds a few of any how-to's.
    expect((await ask('how do I configure github actions caching for a gradle build')).answer).toBe(OUT_OF_SCOPE_ANSWER);
    // A question naming a page of the site, or asking how things work "here", is about the site.
    expect((await unlearnedReply('twelfth', 'How do I unlock the extra chapters of the AI readiness guide, and do I have to pay for them?')).sources[0]?.url.split('#')[0]).toBe('/ai-readiness-guide/');
    expect(asksForExplanation('How does code review work as mentoring for new joiners here?')).toBe(false);
    for (const question of ['can you explain what agentic AI is?', 'explain the difference between fixed price and a dedicated team', 'can you explain how the AI readiness guide scores companies', "what's the difference between your fixed price and dedicated team models?", "Hi. What's the difference between your fixed price and dedicated team models?"]) {
      expect((await ask(question)).mode, question).toBe('retrieval');
    }
    // After an answer, "explain that" asks about it.
    expect((await ask('can you explain that in simpler words?', { query: 'do you sign an NDA before a project starts?', urls: ['/faq/'] })).mode).toBe('retrieval');
  }, 30_000);

  it('is not a search-box query whose every word a passage holds, however near its meaning comes to one', async () => {
    for (const question of ['contact email', 'us timezone overlap']) expect((await ask(question)).mode, question).toBe('retrieval');
    expect((await ask('what is 17 times 23')).mode).toBe('abstain');
  }, 30_000);
});

describe('a question in a conversation', () => {
  const previous = { query: 'Do you build Chrome extensions?', urls: ['/capabilities/browser-extension/'] };

  it('borrows the earlier question when it refers back to it, or is a word on its own', () => {
    for (const question of ['and for Firefox?', 'n for firefox?', 'what if we need Firefox too?', 'is that one remote?', 'what about pricing?', 'Safari?', 'does Firefox work too', 'can Edge users install it as well', 'how much did their installs grow']) {
      expect(answerer.prepare(question, previous).standalone, question).toBe(false);
    }
  });

  it('reads text-message shorthand as English, and keeps what the visitor typed for the transcript', () => {
    expect(answerer.prepare('u guys do kubernetes? wat r ur rates')).toMatchObject({ typed: 'u guys do kubernetes? wat r ur rates', question: 'you guys do kubernetes? what are your rates' });
  });

  it('asking for a name or a share, is answered by a sentence of the page the conversation is on that gives one and holds a word of it', async () => {
    const cinema = { query: 'the cinema chain app in Saudi Arabia', urls: ['/case-studies/cinema-ticketing-and-order-ahead-app/'] };
    const reply = await ask('and which payment providers were used?', cinema);
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/case-studies/cinema-ticketing-and-order-ahead-app/');
    expect(reply.answer).toContain('mada');
    // A count still needs its figure beside the thing counted: "three shorter talks" does not count the families.
    const foundationDay = { query: 'What happens on Foundation Day?', urls: ['/foundation-day/'] };
    expect((await ask('how many families came to the evening part?', foundationDay)).mode).toBe('abstain');
  });

  it('refuses a question worded like one the site answers nowhere, though a case study holds its words', async () => {
    const reply = await unlearnedReply('ninth', "Which barcode-scanning SDK is built into the Irish convenience chain's scan-and-go app?");
    expect(reply.mode).toBe('abstain');
  });

  it("reads a question typed in lower case with the site's spelling of its acronyms", async () => {
    expect(answerer.prepare('who is ur cto').meaningText).toBe('who is your CTO');
    const reply = await unlearnedReply('ninth', 'who is ur cto');
    expect(reply.mode).toBe('retrieval');
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/about/');
    expect(reply.answer).toContain('Meera Kulkarni');
  });

  it('answers a follow-up of few words from the page the conversation is on, when a passage of it holds a third of them', async () => {
    const ekyc = { query: 'ekyc uae bank', urls: ['/case-studies/digital-account-opening-and-ekyc/'] };
    const stack = await unlearnedReply('nineteenth', 'tech stack?', ekyc);
    expect(stack.mode).toBe('retrieval');
    expect(stack.sources[0]?.url.split('#')[0]).toBe('/case-studies/digital-account-opening-and-ekyc/');
    const nexa = { query: 'Who is Nexa?', urls: ['/faq/'] };
    const wrong = await unlearnedReply('twentieth', 'can it get things wrong tho', nexa);
    expect(wrong.mode).toBe('retrieval');
    expect(wrong.sources[0]?.url.split('#')[0]).toBe('/faq/');
    // The page must hold the words: what the office page never mentions is still refused.
    const office = { query: "What's your office address?", urls: ['/about/', '/contact/'] };
    expect((await unlearnedReply('twentyThird', 'is there parking for visitors?', office)).mode).toBe('abstain');
  });

  it('always weighs the page the conversation is on, however far down the search finds it', async () => {
    const returnship = { query: 'returnship after break', urls: ['/women-empowerment/'] };
    expect((await unlearnedReply('nineteenth', 'how long is it', returnship)).sources[0]?.url.split('#')[0]).toBe('/women-empowerment/');
  });

  it('is read with the earlier question when it borrows nothing and is not answered alone', async () => {
    const study = { query: "I'm looking at the mobile banking test automation case study", urls: ['/case-studies/mobile-banking-test-automation/'] };
    const reply = await ask('how many device / OS combos did it run on', study);
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/case-studies/mobile-banking-test-automation/');
    // Its answer may depend on the conversation, so it is not one to cache; asked alone, it is.
    expect(answerer.prepare('how quick are refunds now?', previous).selfContained).toBe(false);
    expect(answerer.prepare('how quick are refunds now?').selfContained).toBe(true);
  });

  it('that refers back at length is read with the earlier question when alone it is understood only vaguely', async () => {
    const polars = { query: 'nightly sales report pandas to polars rewrite, how much faster', urls: ['/insights/moving-nightly-retail-reports-from-pandas-to-polars/'] };
    const reply = await ask('how did you prove the outputs matched before killing the old job', polars);
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/insights/moving-nightly-retail-reports-from-pandas-to-polars/');
    // A question of its own, understood alone, is not: a word like "the" refers back only when the question says little.
    const reply2 = await ask('What benefits do the employees get besides salary?', polars);
    expect(reply2.sources.map((source) => source.url.split('#')[0])).not.toContain('/insights/moving-nightly-retail-reports-from-pandas-to-polars/');
  });

  it('stays with the page the answer before cited when it asks more about it', async () => {
    const lab = { query: 'have you built a results portal for a diagnostic lab?', urls: ['/case-studies/diagnostic-lab-results-portal/'] };
    const reply = await ask('does it work in arabic as well?', lab);
    expect(reply.sources[0]?.url.split('#')[0]).toBe('/case-studies/diagnostic-lab-results-portal/');
  });

  it('leaves nothing to stay with after a refusal: its contact link is not what was talked about', () => {
    expect(turnAfter('what is 17 times 23', { mode: 'abstain', sources: [{ title: 'Contact us', url: '/contact/' }] })).toEqual({ query: 'what is 17 times 23', urls: [] });
    expect(turnAfter('do you take interns?', { mode: 'retrieval', sources: [{ title: 'Internship Program', url: '/internship-program/#paid' }] }).urls).toEqual(['/internship-program/#paid']);
    expect(answerer.prepare('is it paid?', { query: 'do you take interns?', urls: ['/internship-program/#paid', '/faq/#interns', '/internship-program/'] }).earlierPages).toEqual(['/internship-program/', '/faq/']);
  });

  it('is answered with the fact it asks for about what the earlier question named', async () => {
    const founders = { query: 'hey nexa who started this company', urls: ['/about/'] };
    const reply = await ask('and in which year', founders);
    expect(reply.mode).toBe('retrieval');
    expect(reply.answer).toMatch(/2011/);
  });

  it('stands alone when it asks something of its own, "is there…" included', () => {
    for (const question of ['Is there a free trial?', 'do you have a blog?', 'where are your case studies?']) {
      expect(answerer.prepare(question, previous), question).toMatchObject({ standalone: true, query: question });
    }
  });
});

describe('every follow-up the assistant offers', () => {
  const offered = [
    ...topicFollowUps(),
    ...getOpenPositions().map((position) => ({ question: `What does the ${position.title} role involve?`, url: `/careers/#${position.id}` })),
    ...getFaqEntries().map((entry) => ({ question: entry.question, url: `/faq/#${entry.id}` })),
  ];

  it('is answered from the page it is about', async () => {
    const misses: string[] = [];
    for (const { question, url } of offered) {
      const reply = await ask(question);
      const found = reply.sources.some((source) => (url.includes('#') ? source.url === url : source.url.split('#')[0] === url));
      if (reply.mode === 'abstain' || !found) misses.push(`${question} → ${reply.mode} ${reply.sources.map((source) => source.url).join(' ')}`);
    }
    expect(misses).toEqual([]);
  }, 60_000);
});

describe('a question worded like one the site answers nowhere', () => {
  it('is refused, not answered from a page on something near it', async () => {
    for (const question of [
      'what would my notice period be if I joined and later wanted to resign?',
      'do registered charities get a discount on your rates?',
      "Which AI company's model powers this chat assistant?",
    ]) {
      expect((await ask(question)).mode, question).toBe('abstain');
    }
  }, 30_000);
});

describe('a question worded like one a page answers, though no passage is close to it', () => {
  it('is answered from that page, not refused', async () => {
    for (const [question, page] of [
      ['r ur coding interviews leetcode puzzles or what', '/insights/how-we-run-structured-technical-interviews/'],
      ['u guys invoice in euro? we are a dutch company', '/faq/'],
      ['whatsapp guy says pay 3000 rs to confirm my nexaloom job offer, legit?', '/careers/'],
      ['Will someone from your team fly over for the kickoff meeting or is everything on video?', '/about/'],
    ]) {
      const reply = await ask(question);
      expect(reply.mode, question).toBe('retrieval');
      expect(reply.sources[0]?.url.split('#')[0], question).toBe(page);
    }
  }, 30_000);
});
