/**
 * Apps, tools and tutorials of the Celo ecosystem shown on /showcase. Only real projects with their real
 * public addresses. Validated by tests/unit/showcase.test.ts.
 */
import type {TagType} from './showcaseTags';

export interface ShowcaseEntry {
  name: string;
  /** One line, at most 120 characters. */
  description: string;
  /** The project's public website (https). */
  website: string;
  /** Public source code (https), or null when closed source. */
  source: string | null;
  tags: TagType[];
}

export const showcase: ShowcaseEntry[] = [];
