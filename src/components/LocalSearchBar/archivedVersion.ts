/**
 * On a page of an archived docs version, contextual search would search that version alone: the modal also
 * searches the current docs, shows their hits first and labels them, while the archive's hits keep their own section
 * name ("L1 archive").
 */
import {useActivePluginAndVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

export interface ArchivedVersionContext {
  /** The `docusaurus_tag` of the archived version the page belongs to. */
  archivedTag: string;
  /** The `docusaurus_tag` of the same docs' current version. */
  currentTag: string;
}

/** The archived and current version tags when the page is in a docs version other than the latest; null otherwise. */
export function useArchivedVersionContext(): ArchivedVersionContext | null {
  const active = useActivePluginAndVersion();
  const pluginId = active?.activePlugin.pluginId;
  const latest = useLatestVersion(pluginId);
  if (!active?.activeVersion || active.activeVersion.name === latest.name) return null;
  return {archivedTag: `docs-${pluginId}-${active.activeVersion.name}`, currentTag: `docs-${pluginId}-${latest.name}`};
}

/** Algolia's `facetFilters`: a filter, or a list whose entries must all hold, a nested list when any of it does. */
type FacetFilters = string | FacetFilters[];

/** Contextual facet filters that also let the current version's records through, beside the archived one's. */
export function withCurrentVersion(
  filters: FacetFilters,
  {archivedTag, currentTag}: ArchivedVersionContext,
): FacetFilters {
  if (typeof filters === 'string') return filters;
  return filters.map((filter) =>
    Array.isArray(filter) && filter.includes(`docusaurus_tag:${archivedTag}`)
      ? [...filter, `docusaurus_tag:${currentTag}`]
      : filter,
  );
}

interface Hit {
  docusaurus_tag?: string;
  hierarchy: {lvl0: string | null};
  _highlightResult?: {hierarchy?: {lvl0?: {value: string}}};
}

/**
 * The hits in rank order, those of the archived version after all others; the current version's sections named with
 * `label` ("Validators · Current docs"), the name the modal groups them under.
 */
export function currentVersionFirst<H extends Hit>(
  hits: readonly H[],
  {archivedTag, currentTag}: ArchivedVersionContext,
  label: string,
): H[] {
  const labelled = (hit: H): H => {
    if (hit.docusaurus_tag !== currentTag) return hit;
    const name = (value: string | null | undefined) => (value ? `${value} · ${label}` : label);
    const highlighted = hit._highlightResult?.hierarchy?.lvl0;
    return {
      ...hit,
      hierarchy: {...hit.hierarchy, lvl0: name(hit.hierarchy.lvl0)},
      ...(highlighted && {
        _highlightResult: {
          ...hit._highlightResult,
          hierarchy: {...hit._highlightResult!.hierarchy, lvl0: {...highlighted, value: name(highlighted.value)}},
        },
      }),
    };
  };
  const archived = hits.filter((hit) => hit.docusaurus_tag === archivedTag);
  return [...hits.filter((hit) => hit.docusaurus_tag !== archivedTag).map(labelled), ...archived];
}
