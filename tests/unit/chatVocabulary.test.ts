import { describe, expect, it } from 'vitest';
import { everydayWords, SiteVocabulary } from '@/lib/assistant/vocabulary';

const site = new SiteVocabulary(['We build dashboards and demand forecasts for retailers.', 'Configuration of Kubernetes clusters, and their migration.', 'Every project starts with a kick-off workshop.']);

describe('the words the site uses', () => {
  it('knows its own words in any form, and a visitor slip of one or two letters', () => {
    for (const word of ['dashboards', 'dashboard', 'retailer', 'demnad', 'configuartion', 'kuberntes']) expect(site.knows(word), word).toBe(true);
  });

  it('does not stretch a short word or a real other word to one of its own', () => {
    for (const word of ['tableau', 'salesforce', 'rss', 'css', 'wordpress']) expect(site.knows(word), word).toBe(false);
  });
});

describe('a visitor slip, corrected to the site\'s word', () => {
  it('is the site word fewest slips away', () => {
    expect(site.correction('demnad')).toBe('demand');
    expect(site.correction('configuartion')).toBe('configuration');
    expect(site.corrected('Kuberntes demnad forcasts?')).toBe('kubernetes demand forecasts?');
  });

  it('leaves the site\'s own words, dictionary words, figures and short words as typed', () => {
    for (const word of ['dashboards', 'betting', 'perks', 'gambling', 'specialise', 'grabbing', 'mv3', 'dmnd']) expect(site.correction(word), word).toBeNull();
    expect(site.corrected('Betting on Tableau dashboards')).toBe('Betting on Tableau dashboards');
  });
});

describe('what speech-to-text split apart', () => {
  const spoken = new SiteVocabulary(['We run Terraform and EKS, with AI agents, and a checkout flow.']);

  it('runs a spelt-out acronym and a split name together when the site writes the whole', () => {
    expect(spoken.corrected('do you do terra form stuff on E K S')).toBe('do you do terraform stuff on EKS');
    expect(spoken.corrected('the austin A I summit')).toBe('the austin AI summit');
  });

  it('leaves two everyday words, and letters the site never runs together, as said', () => {
    expect(spoken.corrected('can I check out your work')).toBe('can I check out your work');
    expect(spoken.corrected('an A B test')).toBe('an A B test');
  });
});

describe('everyday English', () => {
  it('holds common words whole, not the names of products, firms or standards', () => {
    const words = everydayWords();
    for (const word of ['nightmare', 'hotel', 'friend', 'ancient', 'compulsory', 'goodbye', 'loosely', 'colour', 'color']) expect(words.has(word), word).toBe(true);
    for (const word of ['tableau', 'fedramp', 'mailchimp', 'salesforce', 'zigbee']) expect(words.has(word), word).toBe(false);
  });
});

describe('what a question names that the site never mentions', () => {
  it('is a word neither the site nor everyday English uses, figures and short abbreviations aside', () => {
    expect(site.foreignTerms(['tableau', 'dashboards', 'build'])).toEqual(['tableau']);
    expect(site.foreignTerms(['ancient', 'nightmare', 'dashboards'])).toEqual([]);
    expect(site.foreignTerms(['demnad', 'forecasts', 'retailers'])).toEqual([]);
    expect(site.foreignTerms(['cfo', 'pls', '2024', 'mv3'])).toEqual([]);
    // Money measured in a currency or in lakhs names nothing: "a 5000 rupee registration fee".
    expect(site.foreignTerms(['rupee', 'lakh', 'crores', 'dirhams'])).toEqual([]);
  });

  it('is not a word the site knows with a prefix that turns or repeats it', () => {
    expect(site.foreignTerms(['nondemand', 'redashboards', 'reconfiguration', 'unforecastable'])).toEqual(['unforecastable']);
    expect(site.foreignTerms(['untableau'])).toEqual(['untableau']);
  });

  it('is not two words the site writes side by side, run together, but is two it only uses apart', () => {
    expect(site.foreignTerms(['kickoff', 'demandforecasts'])).toEqual([]);
    expect(site.foreignTerms(['workshopkick', 'demandkubernetes'])).toEqual(['workshopkick', 'demandkubernetes']);
  });

  it("is not a dictionary word in a verb's past or -ing form: that tells the visitor's story", () => {
    expect(site.foreignTerms(['hammered', 'scrutinised', 'ditching'])).toEqual([]);
    expect(site.foreignTerms(['salesforce', 'hammerd'])).toEqual(['salesforce', 'hammerd']);
  });
});

describe('whether a question is about something the site never mentions', () => {
  it('is, for one such term in a question', () => {
    expect(site.namesSomethingForeign(['build', 'tableau', 'dashboards'])).toBe(true);
    expect(site.namesSomethingForeign(['build', 'dashboards'])).toBe(false);
  });

  it('takes two in a long message, where one is usually part of the story told before the question', () => {
    const story = ['last', 'vendor', 'handed', 'jupyter', 'deck', 'disappeared', 'build', 'demand', 'forecasts', 'live', 'watch', 'team', 'year'];
    expect(site.namesSomethingForeign(story)).toBe(false);
    expect(site.namesSomethingForeign([...story, 'tableau'])).toBe(true);
  });

  it('reads the sentences that ask for the unknown name, but counts the whole message to tell a long one', () => {
    const story = ['last', 'vendor', 'handed', 'jupyter', 'deck', 'disappeared', 'build', 'demand', 'forecasts', 'live', 'watch', 'team', 'year'];
    expect(site.namesSomethingForeign(['build', 'tableau'], story)).toBe(false);
    expect(site.namesSomethingForeign(['build', 'tableau'])).toBe(true);
  });
});
