/** The Snowball English (Porter2) stemmer, which ships no type declarations: a lower-case word in, its stem out. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
