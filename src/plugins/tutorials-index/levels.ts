/** What the tutorials plugin hands to the list page; safe to import from browser code. */
export interface TutorialSummary {
  title: string;
  description: string;
  permalink: string;
  tags: string[];
}

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
