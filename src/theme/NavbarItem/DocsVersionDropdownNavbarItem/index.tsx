// Replaces the theme's versions dropdown with the same items and labels, finding the page's doc by a path lookup
// (./activeDoc.ts): the theme's version matched every doc's route twice per render, the largest script cost of a
// page outside the docs.
import type {ComponentProps, ReactNode} from 'react';
import type DocsVersionDropdownNavbarItemType from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import {
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
  type ActiveDocContext,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {useActiveDocContext} from './useActiveDocContext';

type Props = ComponentProps<typeof DocsVersionDropdownNavbarItemType>;

interface VersionItem {
  version: GlobalVersion;
  label: string;
}

/** The versions the dropdown lists: all of them, or those the navbar item names, with their labels. */
function versionItems(versions: GlobalVersion[], configs: Props['versions']): VersionItem[] {
  if (!configs) return versions.map((version) => ({version, label: version.label}));
  const entries: [string, {label?: string} | undefined][] = Array.isArray(configs)
    ? configs.map((name) => [name, undefined])
    : Object.entries(configs);
  return entries.map(([name, config]) => {
    const version = versions.find((candidate) => candidate.name === name);
    if (!version) {
      throw new Error(
        `The docsVersionDropdown navbar item names version "${name}", which does not exist. Versions: ${versions
          .map((candidate) => candidate.name)
          .join(', ')}.`,
      );
    }
    return {version, label: config?.label ?? version.label};
  });
}

/** The same doc in `version`, or the version's main doc when it has no such doc. */
function targetDoc(version: GlobalVersion, context: ActiveDocContext) {
  return context.alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId)!;
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const context = useActiveDocContext(docsPluginId);
  const {preferredVersion, savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const latestVersion = useLatestVersion(docsPluginId);
  const choices = versionItems(useVersions(docsPluginId), configs);
  // The version the reader is in, else the one they chose last, else the latest.
  const shown =
    [context.activeVersion, preferredVersion, latestVersion]
      .map((candidate) => choices.find((choice) => choice.version === candidate))
      .find((choice) => choice !== undefined) ?? choices[0];

  const items = [
    ...dropdownItemsBefore,
    ...choices.map(({version, label}) => ({
      label,
      // A version switch keeps the page's ?search and #hash.
      to: `${targetDoc(version, context).path}${search}${hash}`,
      isActive: () => version === context.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const listedOnMobile = mobile && items.length > 1;
  const label = listedOnMobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : shown.label;
  const to = listedOnMobile ? undefined : targetDoc(shown.version, context).path;
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;

  if (items.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={items} isActive={isActive} />;
}
