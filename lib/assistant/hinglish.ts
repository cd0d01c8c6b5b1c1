/**
 * The commonest Hindi question, joining and helping words in English, so that a question mixing Hindi
 * and English reads as English: "stipend kitna milta hai" → "stipend how much get is", "hackathon kab
 * hota hai aur interns bhi…" → "hackathon when is is and interns also…". Only words with no English
 * reading are listed.
 */
export const HINGLISH_GLOSSARY: Readonly<Record<string, string>> = {
  kitna: 'how much',
  kitni: 'how much',
  kitne: 'how many',
  kab: 'when',
  kaise: 'how',
  kaun: 'who',
  kahan: 'where',
  aur: 'and',
  bhi: 'also',
  nahi: 'not',
  nahin: 'not',
  hai: 'is',
  hain: 'are',
  hota: 'is',
  hoti: 'is',
  ka: 'of',
  ke: 'of',
  ki: 'of',
  liye: 'for',
  milta: 'get',
  milti: 'get',
  milega: 'get',
  milegi: 'get',
  deti: 'give',
  deta: 'give',
  dete: 'give',
  sakte: 'can',
  sakta: 'can',
  sakti: 'can',
  karna: 'do',
  karte: 'do',
  paisa: 'money',
  paise: 'money',
  mujhe: 'me',
  aap: 'you',
};
