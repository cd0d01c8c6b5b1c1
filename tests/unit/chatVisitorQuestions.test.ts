import { describe, expect, it, vi } from 'vitest';
import { site } from '@/data/site';
import { pagesStatingWhatIsAsked } from '@/lib/assistant/answerTypes';
import type { Chunk } from '@/lib/assistant/chunks';
import { EMBEDDING_DIMS } from '@/lib/assistant/embedding/embedder';
import { VectorMatrix } from '@/lib/assistant/embedding/nearest';
import { isPersonalTask } from '@/lib/assistant/guard';
import { meaningText } from '@/lib/assistant/meaningText';
import { Retriever, type PageHit } from '@/lib/assistant/retriever';
import { validateVisitorQuestions } from '@/lib/content/visitorQuestions';

const chunk = (id: string, fields: Partial<Chunk> = {}): Chunk => ({ id, url: id, kind: 'page', pageTitle: id, heading: id, text: 'Some words about this page.', tags: '', ...fields });
/** A unit vector along one axis, with a little of another: cosine similarities are easy to read. */
function vector(axis: number, other = axis, share = 0): Float32Array {
  const values = new Float32Array(EMBEDDING_DIMS);
  values[axis] = Math.sqrt(1 - share * share);
  values[other] += share;
  return values;
}

describe('visitor questions, as editors write them', () => {
  const known = new Set(['/insights/', '/faq/']);

  it('keeps each question of a page that exists', () => {
    const { questions, problems } = validateVisitorQuestions({ '/insights/': ['where is your blog?', 'do you publish articles'] }, known);
    expect(problems).toEqual([]);
    expect(questions).toEqual([
      { text: 'where is your blog?', page: '/insights/' },
      { text: 'do you publish articles', page: '/insights/' },
    ]);
  });

  it('names the page and the field of every problem, and keeps nothing of a bad entry', () => {
    const { questions, problems } = validateVisitorQuestions({ '/blog/': ['where is your blog?'], '/insights/': ['ok?', 'x'.repeat(201)], '/faq/': [] }, known, 'data/visitorQuestions/pages.ts');
    expect(questions).toEqual([]);
    expect(problems.map(({ entry, field, level, file }) => `${level} ${file} ${entry} ${field}`)).toEqual([
      'error data/visitorQuestions/pages.ts visitor questions for /blog/ page',
      'error data/visitorQuestions/pages.ts visitor questions for /insights/ [0]',
      'error data/visitorQuestions/pages.ts visitor questions for /insights/ [1]',
      'error data/visitorQuestions/pages.ts visitor questions for /faq/ questions',
    ]);
  });

  it('refuses one question for two pages, and warns of a question listed twice for one', () => {
    const { questions, problems } = validateVisitorQuestions({ '/insights/': ['Where is your blog?', 'where is your blog?'], '/faq/': ['where is your BLOG?'] }, known);
    expect(questions).toHaveLength(1);
    expect(problems.map(({ level, entry }) => `${level} ${entry}`)).toEqual(['warning visitor questions for /insights/', 'error visitor questions for /faq/']);
  });
});

describe('retrieval by visitor questions', () => {
  const chunks = [chunk('/insights/', { text: 'Articles by our engineers.' }), chunk('/insights/some-article/', { kind: 'article', pageTitle: 'Releases', heading: 'Releases', text: 'Deployments without downtime.' }), chunk('/insights/some-article/#part', { url: '/insights/some-article/#part', kind: 'article', pageTitle: 'Releases', heading: 'Rollbacks', text: 'Rollbacks.' })];
  const questions = [
    { text: 'where can I read your blog', page: '/insights/' },
    { text: 'how do we release without downtime', page: '/insights/some-article/' },
    { text: 'a question for a page the index does not have', page: '/missing/' },
  ];
  // Passages along axes 0-2, the questions along axes 10 and 11 (and 12 for the missing page), one out-of-scope request along 20.
  const vectors = [vector(0), vector(1), vector(2), vector(10), vector(11), vector(12), vector(20)];
  const retriever = new Retriever(chunks, vectors, questions, ['tell me a joke']);

  it('leads with the page whose visitor question is closest in meaning, through its own passage', () => {
    const found = retriever.retrieve('anything', vector(11, 1, 0.3));
    expect(found.pages[0].url).toBe('/insights/some-article/');
    expect(found.pages[0].best.chunk.id).toBe('/insights/some-article/');
    expect(found.bestAsked).toBeCloseTo(Math.sqrt(1 - 0.09), 5);
    expect(found.bestOutOfScope).toBeCloseTo(0, 5);
  });

  it('counts a question as less close than a passage at the same cosine', () => {
    const found = retriever.retrieve('anything', vector(10, 1, 0.99));
    // The passage at cosine 0.99 beats the listing's question at cosine 0.14 less the offset.
    expect(found.pages[0].url).toBe('/insights/some-article/');
    expect(found.pages[0].best.passageSimilarity).toBeCloseTo(0.99, 5);
  });

  it('finds a page by the words of its visitor questions, and counts them as covered', () => {
    expect(retriever.pages('blog')[0].url).toBe('/insights/');
    expect(retriever.coverage('blog', chunks[0])).toBe(1);
    expect(retriever.coverage('blog', chunks[1])).toBe(0);
  });

  it('finds how close a question is to a request no page answers', () => {
    expect(retriever.retrieve('anything', vector(20)).bestOutOfScope).toBeCloseTo(1, 5);
  });

  it('uses no question vectors when the vectors do not cover the questions', () => {
    const partial = new Retriever(chunks, vectors.slice(0, 3), questions);
    expect(partial.retrieve('anything', vector(11)).bestAsked).toBeNull();
  });
});

describe('retrieval by learned questions', () => {
  const chunks = [chunk('/insights/', { text: 'Articles by our engineers.' }), chunk('/faq/', { text: 'Answers to common questions.' })];
  const questions = [{ text: 'where can I read your blog', page: '/insights/' }];
  const learned = [
    { text: 'got anything I could read on the train', page: '/insights/' },
    { text: 'a learned question for a page the index does not have', page: '/missing/' },
  ];
  // Passages along axes 0 and 1, the visitor question along 10, no out-of-scope request, the learned questions along 11 and 12.
  const vectors = [vector(0), vector(1), vector(10), vector(11), vector(12)];
  const retriever = new Retriever(chunks, vectors, questions, [], learned);

  it('leads with the page whose learned question is closest in meaning', () => {
    const found = retriever.retrieve('anything', vector(11, 1, 0.3));
    expect(found.pages[0].url).toBe('/insights/');
    expect(found.pages[0].askedSimilarity).toBeCloseTo(Math.sqrt(1 - 0.09), 5);
  });

  it('gives each page the share of the ten questions nearest the query that lead to it, and the sum of their closeness', () => {
    const withFaq = new Retriever(chunks, [...vectors, vector(13)], questions, [], [...learned, { text: 'how do I reach support', page: '/faq/' }]);
    const pages = withFaq.retrieve('anything', vector(11, 10, 0.3)).pages;
    const insights = pages.find((page) => page.url === '/insights/')!;
    const faq = pages.find((page) => page.url === '/faq/')!;
    // Three questions in all: the visitor and the learned one lead to /insights/, one to /faq/.
    expect(insights.nearestAskedShare).toBeCloseTo(0.2, 5);
    expect(insights.nearestAskedCloseness).toBeCloseTo(Math.sqrt(1 - 0.09) + 0.3, 5);
    expect(faq.nearestAskedShare).toBeCloseTo(0.1, 5);
    expect(faq.nearestAskedCloseness).toBeCloseTo(0, 5);
    expect(new Retriever(chunks).retrieve('articles').pages.every((page) => page.nearestAskedShare === 0 && page.nearestAskedCloseness === 0)).toBe(true);
  });

  it('leaves the answer gate the editors\' visitor questions only', () => {
    expect(retriever.retrieve('anything', vector(11, 10, 0.3)).bestAsked).toBeCloseTo(0.3, 5);
  });

  it('does not search their words: they are the tuning writers\', not the page\'s', () => {
    expect(retriever.pages('train')).toEqual([]);
    expect(retriever.coverage('train', chunks[0])).toBe(0);
  });

  it('finds how close a question is to one no page answers, and to the closest one a page answers', () => {
    const withUnanswered = new Retriever(chunks, [...vectors, vector(30)], questions, [], learned, ['do you have an office in Lima']);
    const found = withUnanswered.retrieve('anything', vector(30, 11, 0.4));
    expect(found.bestUnanswered).toBeCloseTo(Math.sqrt(1 - 0.16), 5);
    expect(found.bestAnswered).toBeCloseTo(0.4, 5);
    expect(retriever.retrieve('anything', vector(30)).bestUnanswered).toBeNull();
  });

  it('scores a query vector against every stored vector in one product, which a second retrieval with it reuses', () => {
    const withUnanswered = new Retriever(chunks, [...vectors, vector(30)], questions, [], learned, ['do you have an office in Lima']);
    const products = vi.spyOn(VectorMatrix.prototype, 'similarities');
    try {
      const query = vector(11, 30, 0.4);
      const first = withUnanswered.retrieve('anything', query);
      const again = withUnanswered.retrieve('something else', query);
      expect(products).toHaveBeenCalledTimes(1);
      expect([first.bestAsked, first.bestUnanswered, again.bestUnanswered]).toEqual([0, Math.fround(0.4), Math.fround(0.4)].map((value) => expect.closeTo(value, 5)));
      withUnanswered.retrieve('anything', vector(30));
      expect(products).toHaveBeenCalledTimes(2);
    } finally {
      products.mockRestore();
    }
  });

  it('uses no learned question when the vectors do not cover them', () => {
    const partial = new Retriever(chunks, vectors.slice(0, 3), questions, [], learned);
    expect(partial.retrieve('anything', vector(11)).pages[0]?.askedSimilarity ?? null).toBeNull();
  });
});

describe('what a passage must state to answer', () => {
  const page = (url: string, text: string): PageHit => {
    const scored = { chunk: chunk(url, { text }), score: 1, lexical: 1, similarity: 0.5, passageSimilarity: 0.5 };
    return { url, pageTitle: url, score: 1, chunks: [scored], best: scored, askedSimilarity: null, nearestAskedShare: 0, nearestAskedCloseness: 0, named: false };
  };

  it('a share of what was asked: a table column giving a share of something else does not answer', () => {
    const women = page('/women/', '| Measure | Share of women |\n|---|---|\n| Engineering (software, QA, data, DevOps) | 34% |');
    const about = page('/about/', 'Roughly half of our people are software engineers; the rest are QA engineers and designers.');
    const engineers = pagesStatingWhatIsAsked('what share of your people are software engineers?', [women, about]);
    expect(engineers?.pages[0].url).toBe('/about/');
    expect(engineers?.fact?.sentence).toContain('Roughly half');
    expect(pagesStatingWhatIsAsked('what share of your engineers are women?', [women, about])?.fact?.sentence).toContain('34%');
  });

  it('a share in words from the page whose sentence holds most of the question, when no page gives a percentage', () => {
    const women = page('/women/', 'Women make up more than a third of our engineering teams, and two of the five people on our leadership team.');
    const about = page('/about/', 'Roughly half of our people are software engineers.');
    expect(pagesStatingWhatIsAsked('what share of your people are software engineers?', [women, about])?.pages[0].url).toBe('/about/');
  });

  it('a year, not one the question gives', () => {
    expect(pagesStatingWhatIsAsked('since what year have you held the certificate?', [page('/a/', 'We hold the certificate and renew it.'), page('/b/', 'We have held the certificate since 2019.')])?.pages[0].url).toBe('/b/');
    expect(pagesStatingWhatIsAsked('what was your booth number at the 2024 show?', [page('/a/', 'Our booth at the 2024 show was busy.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('what was your booth number at the 2024 show?', [page('/a/', 'Find our booth, number 4410, at the 2024 show.')])).not.toBeNull();
  });

  it("a product's, tool's or version's name", () => {
    const question = 'which payment gateway did the checkout use?';
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The checkout used a payment gateway with retries.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The checkout used a payment gateway, and the gateway was Adyen.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which version of the library did the job run on?', [page('/a/', 'The job runs on version 1.2 of the library.')])).not.toBeNull();
    // The name must be of the kind asked for: a sentence naming other products does not say which EHR.
    expect(pagesStatingWhatIsAsked('which EHR did the home health agency use?', [page('/a/', 'The home health agency app was built with React Native and AWS.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which EHR did the home health agency use?', [page('/a/', 'The home health agency runs its EHR on Epic.')])).not.toBeNull();
    // Near where the sentence says the kind: the app's framework is not its scanning SDK; "Claude models" names the model.
    expect(pagesStatingWhatIsAsked('which barcode-scanning SDK does the scan-and-go app use?', [page('/a/', 'The app is built with React Native and a native barcode-scanning module.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which model runs the customer service agents?', [page('/a/', 'The customer service agents run on Claude models on Amazon Bedrock.')])).not.toBeNull();
    // "Yearly" is given per year.
    expect(pagesStatingWhatIsAsked('what is the yearly learning budget per employee?', [page('/a/', 'Everyone has a personal learning budget of ₹40,000 a year for courses.')])).not.toBeNull();
    // A figure is no product's name unless a version is asked for.
    expect(pagesStatingWhatIsAsked('which embedding model does the semantic cache use?', [page('/a/', "The semantic cache's embedding model threshold was 0.92.")])).toBeNull();
    expect(pagesStatingWhatIsAsked('which version of the embedding model does the semantic cache use?', [page('/a/', "The semantic cache's embedding model is version 0.92.")])).not.toBeNull();
    // A month is no product, and a version asked for needs a version number.
    expect(pagesStatingWhatIsAsked('which ERP product did the order pipeline feed?', [page('/a/', 'In December the ERP behind the order pipeline went down again.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which Claude model version runs the agents?', [page('/a/', 'The agents run on Claude models on Amazon Bedrock.')])).toBeNull();
    // A search-box query for a version needs a version number; "which LLM" needs the model's name.
    expect(pagesStatingWhatIsAsked('flink version + peak tps for the fraud pipeline?', [page('/a/', 'The fraud pipeline scores card payments on Flink in real time.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('flink version + peak tps for the fraud pipeline?', [page('/a/', 'The fraud pipeline runs on Flink 1.18.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what LLM does the email triage agent run on', [page('/a/', 'The email triage agent labels each message before a person reads it.')])).toBeNull();
    // A language model is named by its family or maker, not as an LLM.
    expect(pagesStatingWhatIsAsked('which LLM did the rebooking agent run on?', [page('/a/', 'The rebooking agent runs on Azure OpenAI Service (GPT-4) with function calling.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which model does the triage agent use?', [page('/a/', 'The triage agent runs on Claude on Amazon Bedrock.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which LLM did the rebooking agent run on?', [page('/a/', 'The rebooking agent runs on Azure Functions.')])).toBeNull();
    // "Which tools…" is answered by any name, whatever the rest of the question says the tools did.
    expect(pagesStatingWhatIsAsked('which tools signed the container images?', [page('/a/', 'DevSecOps: image scanning with Trivy, SBOM generation and signed container images.')])).not.toBeNull();
    // How precisely the visitor asks is no kind of product: the sentence need not say "exact".
    expect(pagesStatingWhatIsAsked('which exact tools signed the container images?', [page('/a/', 'DevSecOps: image scanning with Trivy, SBOM generation and signed container images.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what specific model runs the customer service agents?', [page('/a/', 'The customer service agents run on Claude models on Amazon Bedrock.')])).not.toBeNull();
    // A CDN, a backend, a warehouse, a bureau or a device is a product too: named, not described.
    for (const [question, described, named] of [
      ['which image CDN served the AVIF images?', 'An image CDN served AVIF images to shoppers.', 'The AVIF images were served through Cloudflare, an image CDN.'],
      ['which tracing backend did the checkout traces go to?', 'The checkout traces went to a tracing backend with tail sampling.', 'The checkout traces went to a Grafana Tempo backend.'],
      ['which data warehouse held the migration data?', 'A data warehouse held the migration data for the checks.', 'The migration data sat in a Snowflake warehouse.'],
      ['which credit bureau supplied the data for the arrears models?', 'The arrears models used data from a credit bureau.', 'The arrears models used Experian bureau data.'],
      ['what phones or tablets were the nurses given for the visit app?', 'The nurses were given tablets for the visit app.', 'The nurses were given Samsung tablets for the visit app.'],
    ]) {
      expect(pagesStatingWhatIsAsked(question, [page('/a/', described)]), question).toBeNull();
      expect(pagesStatingWhatIsAsked(question, [page('/a/', named)]), question).not.toBeNull();
    }
    // "What stops the model…" asks how, not which model.
    expect(pagesStatingWhatIsAsked('what stops the model from booking business class?', [page('/a/', 'A fare cap stops the model from booking business class.')])).not.toBeNull();
  });

  it("an organisation's name: one standing by the word for its kind, not a word describing an unnamed one", () => {
    // Clients are described, not named: a place beside the kind, or a name elsewhere in the sentence, names no client.
    expect(pagesStatingWhatIsAsked('who was the building society?', [page('/a/', 'A penetration test for a UK building society came back with one finding on its Content Security Policy.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which cinema brand was the client?', [page('/a/', 'A cinema operator in Saudi Arabia and Kuwait with 41 multiplexes.')])).toBeNull();
    // A carrier is an organisation named for its service: "the carrier's API" names none.
    const carrier = "Which delivery carrier's API did you integrate in the sofa configurator?";
    expect(pagesStatingWhatIsAsked(carrier, [page('/a/', "Delivery slots in the sofa configurator come from the carrier's API.")])).toBeNull();
    expect(pagesStatingWhatIsAsked(carrier, [page('/a/', 'Delivery slots in the sofa configurator come from the API of Roadie Logistics, the carrier.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked("what's the name of the hospital?", [page('/a/', 'SMART on FHIR apps that launch inside Epic, Oracle Health and other EHRs with the patient context already loaded.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('who was the building society?', [page('/a/', 'The society now reviews CSP reports weekly.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which company audits you?', [page('/a/', "Rohan Deshpande, Co-founder and CEO. Sets the company's direction.")])).toBeNull();
    expect(pagesStatingWhatIsAsked('who was the building society?', [page('/a/', 'The client was Yorkshire Mutual, a building society with 50 branches.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which retailer was it?', [page('/a/', 'We built it for Corner Shop Group, a retailer with 400 stores.')])).not.toBeNull();
    // Someone's name is asked for when the organisation is only where they work.
    expect(pagesStatingWhatIsAsked('who runs the company?', [page('/a/', 'Rohan Deshpande founded the company in 2011 and leads it as CEO.')])).not.toBeNull();
  });

  it('a place, by its name, not by how many there are', () => {
    expect(pagesStatingWhatIsAsked('Which countries are the screening clinics located in?', [page('/a/', 'An operator running approved screening clinics in six countries.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which country was the client in?', [page('/a/', 'The client is a cinema operator in Saudi Arabia and Kuwait.')])).not.toBeNull();
    // A place the question names is not the one asked for.
    expect(pagesStatingWhatIsAsked('which hills in Pune were the saplings planted on?', [page('/a/', 'Volunteers planted 1,200 saplings on the hills around Pune.')])).toBeNull();
    // "Which country's law" asks for a law, not a country.
    expect(pagesStatingWhatIsAsked("which country's law governs this website?", [page('/a/', 'Use of this website is governed by the law of this website.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which venue hosted the evening?', [page('/a/', 'The family evening was hosted at the Westin Koregaon Park.')])).not.toBeNull();
  });

  it('so many things asked for by their names: named, not counted', () => {
    const question = 'Which three online supermarkets can the meal-planning app send its baskets to?';
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The meal-planning app sends its baskets to three online supermarkets.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The meal-planning app sends its baskets to Tesco, Ocado and Sainsbury’s.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('Which 12 destination countries does the assistant cover?', [page('/a/', 'The assistant covers 12 destination countries.')])).toBeNull();
    // "Which one" chooses between things; it counts none.
    expect(pagesStatingWhatIsAsked('reserved or maximum concurrency, which one protects a fragile ERP?', [page('/a/', 'Maximum concurrency on the event source mapping protects a fragile ERP.')])).not.toBeNull();
  });

  it('a count of what the question names in an everyday word the site puts otherwise', () => {
    expect(pagesStatingWhatIsAsked('how many employees do you have?', [page('/a/', 'We hire all year.'), page('/b/', 'We are a company of about 320 people.')])?.fact?.sentence).toBe('We are a company of about 320 people.');
  });

  it('an amount of money when the question names a currency', () => {
    const question = 'in euros, how much did the brand save on markdowns?';
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The brand cut markdowns by 18% in one season.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The brand saved €2.4 million on markdowns in one season.')])).not.toBeNull();
    // A currency the visitor pays in is not an amount asked for.
    expect(pagesStatingWhatIsAsked('which currencies can you invoice in? we pay in AUD', [page('/a/', 'We invoice in several currencies.')])).not.toBeNull();
  });

  it('a price when the question asks what someone paid for a thing, not what money pays for', () => {
    const outcomes = page('/a/', 'The bank paid for nothing it did not use: release cadence moved from six-weekly to fortnightly.');
    for (const question of ['What did the UK bank pay for the 14-month test automation programme?', 'what did they pay for it?']) {
      expect(pagesStatingWhatIsAsked(question, [outcomes]), question).toBeNull();
    }
    expect(pagesStatingWhatIsAsked('What did the UK bank pay for the programme?', [page('/a/', 'The bank paid £1.2 million for the programme.')])).not.toBeNull();
    const budget = page('/a/', 'The learning budget pays for courses, books and certification exams.');
    for (const question of ['what will the learning budget pay for?', 'what does the budget pay for, exactly?']) {
      expect(pagesStatingWhatIsAsked(question, [budget]), question).not.toBeNull();
    }
  });

  it('a percentage in a sentence about what was asked', () => {
    expect(pagesStatingWhatIsAsked('what percentage of your engineers are women?', [page('/a/', 'Uptime was 99.9% last year. Many of our engineers are women.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('what percentage of your engineers are women?', [page('/a/', 'Women are 38% of our engineers.')])).not.toBeNull();
  });

  it('a share spelt out, read on the page the question names by its title', () => {
    const canary = (text: string): PageHit => {
      const scored = { chunk: chunk('/a/', { text, pageTitle: 'Shipping prompt changes safely: versioned prompts and canaries' }), score: 1, lexical: 1, similarity: 0.5, passageSimilarity: 0.5 };
      return { url: '/a/', pageTitle: scored.chunk.pageTitle, score: 1, chunks: [scored], best: scored, askedSimilarity: null, nearestAskedShare: 0, nearestAskedCloseness: 0, named: false };
    };
    const question = 'In your setup for releasing prompt changes, what share of conversations gets the new prompt version first?';
    expect(pagesStatingWhatIsAsked(question, [canary('Canary. Five per cent of conversations get the candidate.')])?.fact?.sentence).toContain('Five per cent');
    expect(pagesStatingWhatIsAsked(question, [canary('Canary. Some conversations get the candidate first.')])).toBeNull();
  });

  it('any number word is a figure: a count, a share or days of leave spelt out', () => {
    expect(pagesStatingWhatIsAsked('how many paid volunteering hours do people get?', [page('/a/', 'Everyone has sixteen paid volunteering hours a year.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what percentage of your engineers are women?', [page('/a/', 'Women are seventeen per cent of our engineers.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('how many paid leaves per year do employees get', [page('/a/', 'You get eighteen days of paid annual leave.')])?.fact?.sentence).toContain('eighteen days');
  });

  it('a count of the thing counted, not a year or a figure after it', () => {
    expect(pagesStatingWhatIsAsked('exactly how many of the 2024 interns got offers?', [page('/a/', 'In our 2024 cohorts, most interns got offers.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many people work here?', [page('/a/', 'Interns included, people get 16 paid hours.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many people work here?', [page('/a/', 'We are about 320 people.')])).not.toBeNull();
  });

  it('a count given as a share of a whole, after the thing counted', () => {
    const question = 'how many women are on your leadership team?';
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'Women lead our engineering teams, and our leadership team meets weekly.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'Women make up a third of our engineers, and two of the five people on our leadership team.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'Our figures:\nMeasure | Share of women\nLeadership team | 2 of 5')])).not.toBeNull();
  });

  it('a year a company was started in, which the page says it was founded in', () => {
    const story = page('/a/', 'Rohan Deshpande and Meera Kulkarni founded Nexaloom in Pune on 14 March 2011. The first office held eleven people.');
    expect(pagesStatingWhatIsAsked('who started nexaloom and in which year', [story])?.fact?.sentence).toContain('founded Nexaloom');
    expect(pagesStatingWhatIsAsked('in which year did the project start?', [page('/a/', 'The first office held eleven people in 2011.')])).toBeNull();
  });

  it('a count of time off in days or weeks, by the year', () => {
    const benefits = page('/a/', 'Benefits:\n- 21 days of paid annual leave plus public holidays, and separate sick leave.\n- Health insurance for you and your family.');
    expect(pagesStatingWhatIsAsked('how many paid leaves per year do employees get', [benefits])?.fact?.sentence).toContain('21 days of paid annual leave');
    // Sick days are not the annual leave counted beside them.
    expect(pagesStatingWhatIsAsked('how many sick days do employees get per year?', [benefits])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many paid leaves per year do employees get', [page('/a/', 'Everyone takes a six-week course each year, paid for by us.')])).toBeNull();
  });

  it('a rate of something happening, which a percentage gives', () => {
    const people = page('/a/', 'Our engineers stay with a client for years, and teams change rarely.');
    for (const question of ["what's your employee attrition rate?", 'What was the churn rate last year?']) expect(pagesStatingWhatIsAsked(question, [people]), question).toBeNull();
    expect(pagesStatingWhatIsAsked("what's your employee attrition rate?", [page('/a/', 'Our employee attrition rate was 9% last year.')])?.fact?.sentence).toContain('9%');
    // An hourly rate is money, asked as before.
    expect(pagesStatingWhatIsAsked("what's your hourly rate?", [page('/a/', 'Our hourly rate is $40.')])).not.toBeNull();
  });

  it('a count of steps, which a sentence listing them gives', () => {
    const hiring = page('/a/', 'Most candidates finish in about three weeks: an introductory call with a recruiter, a technical exercise, a technical interview with two engineers, and a conversation with your future manager.');
    expect(pagesStatingWhatIsAsked('how many interview rounds are there?', [hiring])?.fact?.sentence).toContain('an introductory call');
    // A list counts steps, not people or anything else.
    expect(pagesStatingWhatIsAsked('how many recruiters will I talk to?', [hiring])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many interview rounds are there?', [page('/a/', 'Our interviews are structured, and every candidate hears back.')])).toBeNull();
  });

  it('a way of working together is no product: "which contracting models do you offer"', () => {
    const models = page('/a/', 'We work in three ways: a fixed-scope project, a dedicated team, or staff augmentation.');
    for (const question of ['which contracting models do you offer?', 'what partnership models are possible?']) expect(pagesStatingWhatIsAsked(question, [models]), question).not.toBeNull();
  });

  it('an amount for a salary range or a search-box query naming an amount', () => {
    const role = page('/a/', 'The Python data engineer role is hybrid, with a competitive salary and benefits.');
    for (const question of ['salary range for the python data engineer role with 4 years exp?', 'python data engineer salary', 'hackathon prize money?', 'nexaloom annual revenue 2024']) {
      expect(pagesStatingWhatIsAsked(question, [role]), question).toBeNull();
    }
    expect(pagesStatingWhatIsAsked('python data engineer salary', [page('/a/', 'The Python data engineer salary is ₹18-24 lakh a year.')])).not.toBeNull();
    // A query about how pay works, not naming an amount alone, asks for no figure.
    expect(pagesStatingWhatIsAsked('how is the salary reviewed each year for data engineers', [role])).not.toBeNull();
  });

  it('a count, not a duration or a share standing before the thing counted', () => {
    expect(pagesStatingWhatIsAsked('how many interns do you take each year?', [page('/a/', 'We take six-month interns each year.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many clients do you have?', [page('/a/', 'Today 68% of clients use the app.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many months of support do you include?', [page('/a/', 'We include three months of support.')])).not.toBeNull();
    // The figure must stand in a sentence about what was asked: engineers of the AI practice, not of the company.
    expect(pagesStatingWhatIsAsked('how many engineers are in your AI practice?', [page('/a/', 'We are 320 engineers. Our AI practice builds agents.')])).toBeNull();
  });

  it('a count asked after a preposition: "within how many hours…"', () => {
    const question = 'Within how many hours do you commit to notifying a client if a security incident affects their data?';
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'We notify clients promptly if a security incident affects their data.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(question, [page('/a/', 'We notify clients within 24 hours if a security incident affects their data.')])).not.toBeNull();
  });

  it('reads a table row with its header, and quotes it as a sentence', () => {
    const table = 'Our figures:\nMeasure | Share of women\nAll employees | 38%\nEngineering | 34%';
    const found = pagesStatingWhatIsAsked('what percentage of your engineering staff are women?', [page('/a/', table)]);
    expect(found?.fact?.sentence).toBe('Share of women, Engineering: 34%.');
    expect(pagesStatingWhatIsAsked('how many people work there?', [page('/a/', ' | \nFounded | 2011\nPeople | about 320')])?.fact?.sentence).toBe('People: about 320.');
  });

  it('quotes the sentence giving the fact: the one holding most of the question, the earliest on a tie', () => {
    const text = 'A typical team has four to nine people. We are about 320 people in all.';
    expect(pagesStatingWhatIsAsked('how many people are in a typical team?', [page('/a/', text)])?.fact?.sentence).toBe('A typical team has four to nine people.');
    expect(pagesStatingWhatIsAsked('how many people do you have?', [page('/a/', 'We are about 320 people in all. A team has four to nine people.')])?.fact?.sentence).toBe('We are about 320 people in all.');
    // A question asking for no particular fact keeps its pages and has no fact.
    expect(pagesStatingWhatIsAsked('do you build mobile apps?', [page('/a/', text)])).toEqual({ pages: [expect.objectContaining({ url: '/a/' })], fact: null });
  });

  it('a plan for an event to come, not a report of the last one', () => {
    const report = [page('/a/', 'At RSAC 2024 our booth showed browser extension security demos.')];
    expect(pagesStatingWhatIsAsked('Will you be exhibiting at RSAC again next year? I would like to book a meeting at your booth.', report)).toBeNull();
    expect(pagesStatingWhatIsAsked('Will you be exhibiting at RSAC again next year?', [page('/a/', 'We will be back at RSAC next year with a bigger booth.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('are you going to be at the austin AI summit again next year', report)).toBeNull();
    expect(pagesStatingWhatIsAsked('Which conferences will your team be at next year?', report)).toBeNull();
  });

  it('a time of day for office timings, and money for a CTC', () => {
    expect(pagesStatingWhatIsAsked('office timings? 9 to 6 or 10 to 7?', [page('/a/', 'The office is open on weekdays and teams agree their own hours.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('What time does your office open?', [page('/a/', 'Our office opens at 9 a.m. on weekdays.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked("what's the CTC package for freshers who get the PPO", [page('/a/', 'Freshers who get a PPO join as associate engineers.')])).toBeNull();
  });

  it('by how much something changed, not money, when "how much" comes before a comparison', () => {
    const cuped = [page('/a/', 'CUPED makes tests on revenue per visitor shorter without weakening them.')];
    expect(pagesStatingWhatIsAsked('CUPED on revenue/visitor — how much shorter did tests get', cuped)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('how much revenue per visitor did CUPED add?', cuped)).toBeNull();
  });

  it('the company\'s size in its people', () => {
    expect(pagesStatingWhatIsAsked("how big is the company? I don't want a two man band", [page('/a/', 'The company was founded in 2011.'), page('/b/', 'We are about 320 people in Pune.')])?.pages[0].url).toBe('/b/');
    expect(pagesStatingWhatIsAsked('how big is the company?', [page('/a/', 'The company was founded in 2011.')])).toBeNull();
    // A team within the company is not its size: "two of the five people on our leadership team".
    expect(pagesStatingWhatIsAsked('how big is the company?', [page('/a/', 'Women make up two of the five people on our leadership team.'), page('/b/', 'We are about 320 people in Pune.')])?.pages[0].url).toBe('/b/');
  });

  it('money for any "how much" about money, in a sentence about what was asked', () => {
    expect(pagesStatingWhatIsAsked('is there prize money for the hackathon? how much?', [page('/a/', 'The hackathon has prizes.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how much do staff get to spend on courses?', [page('/a/', 'Everyone can spend ₹40,000 a year on courses.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what was your annual revenue last year?', [page('/a/', 'Health cover of ₹5,00,000 a year. Our revenue grew.')])).toBeNull();
    // Paying in a currency or by card asks how, not how much.
    expect(pagesStatingWhatIsAsked('what currencies do you invoice in can we pay in euros', [page('/a/', 'We invoice in US dollars, euros or pounds sterling.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what will we pay in the first month?', [page('/a/', 'We invoice in US dollars, euros or pounds sterling.')])).toBeNull();
    for (const question of ['whats your hourly rate for a senior developer', 'roughly what did the cinema app cost the client to build?', 'what was the total budget for the lender migration?']) {
      expect(pagesStatingWhatIsAsked(question, [page('/a/', 'The cinema app for the lender had a senior developer, a migration and a budget, built at an hourly rate.')]), question).toBeNull();
    }
  });

  it('a figure for "by how much"', () => {
    expect(pagesStatingWhatIsAsked('did the app reduce subscriber churn? by how much?', [page('/a/', 'The app reduced subscriber churn.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('did the app reduce subscriber churn? by how much?', [page('/a/', 'Subscriber churn fell by 18%.')])).not.toBeNull();
    // "How much did … drop" asks by how much: a share answers it as well as an amount, and words without a figure do not.
    expect(pagesStatingWhatIsAsked('how much did their infrastructure costs drop after', [page('/a/', 'Infrastructure costs fell by 31% after the move.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('how much did their infrastructure costs drop after', [page('/a/', 'Infrastructure costs fell after the move.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how much did the label pay for the four-month drop scaling work?', [page('/a/', 'The label sold 40,000 units in the drop.')])).toBeNull();
  });

  it('a name in a sentence holding half of what was asked', () => {
    expect(pagesStatingWhatIsAsked('who won mentor of the year at the awards?', [page('/a/', 'Talks by Rohan Deshpande opened the day. Awards were given.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('who won mentor of the year at the awards?', [page('/a/', 'Mentor of the year went to Asha Kulkarni.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which certification body audits you?', [page('/a/', 'We are certified.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which card terminal provider did the garden centres use?', [page('/a/', 'The garden centres moved to card terminals in the cloud.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('which card terminal provider did the garden centres use?', [page('/a/', 'The garden centres moved their tills to Global Payments terminals.')])).not.toBeNull();
    // "Who owns the code" asks who, not for a name.
    expect(pagesStatingWhatIsAsked('who owns the code?', [page('/a/', 'You own the code.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('which make of sensor went into the fridges?', [page('/a/', 'Every fridge got a sensor that measures the vaccine, not the air.')])).toBeNull();
    // The kind of thing named may be plural or possessive: "which manufacturers' ATMs".
    expect(pagesStatingWhatIsAsked("which manufacturers' ATMs were in the bank's fleet?", [page('/a/', "The bank's fleet of ATMs was maintained by predicting faults.")])).toBeNull();
    // A "which" inside a question about something else asks for no name.
    expect(pagesStatingWhatIsAsked('do you do machine learning, like predicting demand or which customers will cancel?', [page('/a/', 'We build machine learning models that predict demand and which customers will cancel.')])).not.toBeNull();
  });

  it('no money asked for where "cost" is in another sentence of the question', () => {
    const guide = [page('/a/', 'Signing in to the guide shows extra chapters. The guide is free.')];
    expect(pagesStatingWhatIsAsked('what do i get if i sign in on the guide? extra chapters? does it cost anything', guide)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what does the guide cost?', guide)).toBeNull();
  });

  it('no money asked for by "how much" paid time off: that is time', () => {
    const policy = [page('/a/', 'Every employee gets two days of paid volunteering leave a year.')];
    expect(pagesStatingWhatIsAsked('do employees get paid time off to volunteer? how much', policy)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('how much are employees paid to volunteer?', policy)).toBeNull();
  });

  it('no money asked for by why the visitor should pay, only by what they would pay', () => {
    const discovery = [page('/a/', 'A discovery sprint is two weeks of interviews and prototypes before a build, so that the build starts from evidence.')];
    expect(pagesStatingWhatIsAsked('what is the discovery thing before building app and why i should pay for that', discovery)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('what do clients pay, roughly, for the discovery sprint before a build?', discovery)).toBeNull();
  });

  it('no count asked for by a "how many" inside a question about something else', () => {
    const counters = [page('/a/', 'Door counters give each store a conversion figure you can trust.')];
    expect(pagesStatingWhatIsAsked('we know our sales per store but not how many people walk in. can door counters give us a conversion figure we can trust?', counters)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('and how many people walk in each day?', counters)).toBeNull();
  });

  it('reads what is asked in the sentences that ask, not in the story told before them', () => {
    const collections = [page('/a/', 'Data science tells a lender which customers to call first.')];
    // ", which customers hate" tells; it asks for no name.
    expect(pagesStatingWhatIsAsked("We're a card lender and our team phones everyone who misses a payment, which customers hate. Could data science help?", collections)).not.toBeNull();
    expect(pagesStatingWhatIsAsked('We are a card lender. Which customers did the data science work call first?', collections)).toBeNull();
    // Of two questions, the one that asks for the name is read on its own.
    expect(pagesStatingWhatIsAsked('Did you build the mobile app, the web portal and the admin dashboard for a bank? Which bank was it?', [page('/a/', 'The bank was Northbank Mutual.')])).not.toBeNull();
    // A name the question gives in its story is not the name asked for.
    expect(pagesStatingWhatIsAsked('The case study mentions a bank in Leeds. Which bank was it?', [page('/a/', 'The client is a bank in Leeds.')])).toBeNull();
  });

  it('asks the page that leads alone when the question names it by its title', () => {
    const named = { ...page('/named/', 'A UK bank with 1.8 million customers.'), pageTitle: 'Mobile banking test automation' };
    const other = page('/other/', 'Gulf Commercial Bank, a retail bank in the United Arab Emirates with 1.1 million customers.');
    expect(pagesStatingWhatIsAsked('The mobile banking test automation case study mentions a UK bank. Which bank was it?', [named, other])).toBeNull();
    expect(pagesStatingWhatIsAsked('Which bank was it, in the retail banking work?', [named, other])?.pages[0].url).toBe('/other/');
  });

  it("a figure in a sentence holding four of a long question's terms, a name only in one holding half", () => {
    const talk = [page('/a/', 'We collect 150 real cases for the evaluation.')];
    expect(pagesStatingWhatIsAsked('how many real cases do you collect for the evaluation set before you build the agent, in your summit talk?', talk)).not.toBeNull();
    const speaker = [page('/a/', 'Rohan Deshpande gave the talk on evaluation at the summit in Austin.')];
    expect(pagesStatingWhatIsAsked('who was the speaker of the talk on evaluation sets at the generative AI summit in Austin last spring?', speaker)).toBeNull();
    expect(pagesStatingWhatIsAsked('who was the speaker of the talk on evaluation in Austin?', speaker)).not.toBeNull();
  });

  it('money asked for by "what are your rates", not by what a payment is for', () => {
    expect(pagesStatingWhatIsAsked('What are your current monthly rates for a senior Java developer?', [page('/a/', 'Senior Java developers join our teams on monthly rates.')])).toBeNull();
    // "What was the total cost of…" asks for an amount, as a fee or a price does.
    const cost = 'what was the total cost of the cinema ticketing app you built?';
    expect(pagesStatingWhatIsAsked(cost, [page('/a/', 'We built the cinema ticketing app in nine months with a team of eleven.')])).toBeNull();
    expect(pagesStatingWhatIsAsked(cost, [page('/a/', 'The cinema ticketing app we built cost US$1.4 million in total.')])).not.toBeNull();
    expect(pagesStatingWhatIsAsked('What can a marketplace do when sellers move buyers to WhatsApp to pay?', [page('/a/', 'A marketplace can warn buyers when a seller moves them to WhatsApp.')])).not.toBeNull();
  });

  it('any figure for "how many of them", whose counted thing an earlier question named', () => {
    expect(pagesStatingWhatIsAsked('how many of them are still alive after three years?', [page('/a/', 'Most of them are still alive after three years.')])).toBeNull();
    expect(pagesStatingWhatIsAsked('how many of them are still alive after three years?', [page('/a/', 'After three years, 1,161 of them are still alive.')])).not.toBeNull();
  });
});

describe('questions read for their meaning', () => {
  it('reads the company and the assistant by what they are, in any case and possessive', () => {
    expect(meaningText(`Who founded ${site.name.toUpperCase()}? What is ${site.name}'s address? Is ${site.assistant.name} a bot?`)).toBe(
      "Who founded the company? What is the company address? Is the assistant a bot?",
    );
  });

  it('reads "this chatbot", "this bot" and "this chat" as the assistant, not a chatbot a client wants built', () => {
    expect(meaningText('does this chatbot search google? what happens to what I type in this chat?')).toBe('does the assistant search google? what happens to what I type in the assistant?');
    for (const question of ['can you build a chatbot for our shop?', 'the chatbot you built for the skincare brand']) expect(meaningText(question)).toBe(question);
  });

  it('declines orders for code and translations, not questions about writing code for a client', () => {
    for (const order of ['write me a python function that reverses a linked list', 'can you write me a python function that reverses a linked list', 'Write a SQL query to find duplicates', 'write me python code for bubble sort', 'translate good morning into German', 'please proofread my cover letter', 'rewrite this paragraph so it sounds friendlier', 'can you draft an email to my landlord?', 'write a sick leave mail to my manager pls', 'Draft a cover letter for me.', 'Write a LinkedIn post announcing my promotion', 'can you draft a mutual NDA template I can send to another vendor?', 'my playwright test keeps timing out in github actions. how do i fix it', 'My terraform plan keeps recreating the database. How do I stop that?', 'can you explain what a monte carlo simulation is? need it for a stats assignment', 'what is polymorphism, for my exam tomorrow', 'Can you draft me a vendor risk assessment questionnaire template for IT outsourcing suppliers?', 'write me a short poem about Pune', 'Could you help me write a letter to my landlord about raising the rent on our shop?']) expect(isPersonalTask(order), order).toBe(true);
    for (const question of ['can you write a python script that automates our reports?', 'do you write unit tests?', 'do you translate apps into Arabic?', 'can you rewrite this legacy app in React?', 'can you draft a proposal for our project?', 'who writes the posts on your blog?', 'do you write release notes for the apps you ship?', 'can I write to your press team?', 'our app keeps crashing on Android, can you fix it for us?', 'my manager keeps asking how you test apps: how do I find out?', 'can I quote your case studies for my exam on IT services?', 'can you help me write a proposal for our board?']) expect(isPersonalTask(question), question).toBe(false);
  });
});
