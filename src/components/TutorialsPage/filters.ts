/** The tutorial list's filters and their round trip through the URL (`?level=beginner&tags=viem`). */
import type {TutorialSummary} from '@site/src/plugins/tutorials-index/levels';

export interface TutorialFilters {
  level: string | null;
  tags: string[];
}

export function readTutorialFilters(search: string): TutorialFilters {
  const params = new URLSearchParams(search);
  return {level: params.get('level'), tags: params.getAll('tags')};
}

export function writeTutorialFilters(filters: TutorialFilters): string {
  const params = new URLSearchParams();
  if (filters.level) params.set('level', filters.level);
  for (const tag of filters.tags) params.append('tags', tag);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Tutorials of the chosen level that have every chosen technology tag. */
export function filterTutorials(tutorials: readonly TutorialSummary[], filters: TutorialFilters): TutorialSummary[] {
  return tutorials.filter(
    (tutorial) =>
      (!filters.level || tutorial.tags.includes(filters.level)) &&
      filters.tags.every((tag) => tutorial.tags.includes(tag)),
  );
}
