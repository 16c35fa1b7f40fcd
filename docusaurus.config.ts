import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeAccessibleMarkup from './src/plugins/rehype-accessible-markup';
import remarkNetworkSamples from './src/plugins/network-samples';
import remarkRpcReference from './src/plugins/rpc-reference/remark';
import remarkMdxComponentImports from './src/plugins/mdx-component-imports/remark';
import remarkInlineValues from './src/plugins/inline-values/remark';
import remarkContractInterface from './src/plugins/contract-interface/remark';
import rehypeKatexStylesheet from './src/plugins/katex-stylesheet/rehype';
import {katexStylesheet} from './src/plugins/katex-stylesheet/stylesheet';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {externalLinks, siteUrl} from './src/config/links';
import {algoliaConfig, localSearchOptions, searchMode} from './src/config/search';
import {redirects} from './src/data/redirects';
import {clientRedirectSources} from './src/plugins/legacy-redirects/rules';
import {HISTORY_LIST, LEGACY_LIST, readPathList, SERVED_LIST} from './src/plugins/legacy-redirects/pathLists';
import {showcaseEntries} from './src/data/showcase';
import {prismDark, prismLight} from './src/config/prismThemes';
import {strictness} from './src/config/strictness';
import {SETUP_LINE_CLASS, SETUP_MARKERS} from './src/config/sampleSetup';
import {integrations, marketingFormsScript} from './src/config/integrations.mjs';

/** The site's elements in any Markdown page: fixed values written in at build time, then imports of the components used. */
const componentRemarkPlugins = [remarkContractInterface, remarkInlineValues, remarkMdxComponentImports];
/** The remark plugins of every docs page: math, network-aware samples, then the site's elements. */
const remarkPlugins = [remarkMath, remarkNetworkSamples, ...componentRemarkPlugins];
// KaTeX's stylesheet, with fonts subset to the math of the two docs instances below (their versions included).
const mathStylesheet = katexStylesheet(['docs', 'versioned_docs', 'tutorials']);
const mathRehypePlugins = [rehypeKatex, [rehypeKatexStylesheet, {href: mathStylesheet.href}]] as const;

const config = {
  title: 'Celo Documentation',
  titleDelimiter: '|',
  tagline: 'Build, run and hold on Celo, the Ethereum layer 2 for payments.',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  headTags: [{tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}}],
  organizationName: 'celo-org',
  projectName: 'docs',

  ...strictness,

  future: {v4: true, faster: process.env.DOCUSAURUS_FASTER !== 'false'},
  // The spec names the storage keys (`theme`, `docusaurus.announcement.*`) exactly: no per-site namespace.
  storage: {type: 'localStorage', namespace: false},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    path: 'i18n',
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  markdown: {
    format: 'mdx',
    mermaid: true,
    // Keeps `## Heading {#custom-id}` (stable anchors such as the glossary) and `:::note Title` admonitions.
    mdx1Compat: {headingIds: true, admonitions: true},
    ...strictness.markdown,
  },

  presets: [
    [
      'classic',
      {
        // The docs are the lean-docs-metadata plugin below: the classic docs plugin with a leaner version metadata.
        docs: false,
        blog: {
          showReadingTime: true,
          remarkPlugins: componentRemarkPlugins,
          rehypePlugins: [rehypeAccessibleMarkup],
          blogSidebarTitle: 'Recent posts',
          feedOptions: {type: ['rss', 'atom'], xslt: false},
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {remarkPlugins: componentRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
        gtag: integrations.googleAnalytics ? {trackingID: integrations.googleAnalytics, anonymizeIP: true} : undefined,
        googleTagManager: integrations.googleTagManager ? {containerId: integrations.googleTagManager} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-live-codeblock', '@docusaurus/theme-mermaid'],

  scripts: integrations.marketingForms
    ? [{src: marketingFormsScript(integrations.marketingForms), async: true, defer: true, id: 'hs-script-loader'}]
    : [],

  customFields: {searchMode, aiAssistant: integrations.aiAssistant ?? null},

  plugins: [
    [
      './src/plugins/lean-docs-metadata/index.ts',
      {
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        editUrl: externalLinks.editBase,
        showLastUpdateTime: true,
        // Before Docusaurus' own plugins, so the headings it writes get anchors and a place in the table of contents.
        beforeDefaultRemarkPlugins: [remarkRpcReference],
        remarkPlugins,
        rehypePlugins: [...mathRehypePlugins, rehypeAccessibleMarkup],
        lastVersion: 'current',
        versions: {
          current: {label: 'Next', path: ''},
          l1: {label: 'L1 (archived)', path: 'l1', banner: 'unmaintained'},
        },
      } satisfies DocsOptions,
    ],
    [
      './src/plugins/lean-docs-metadata/index.ts',
      {
        id: 'tutorials',
        path: 'tutorials',
        routeBasePath: 'tutorials',
        sidebarPath: './sidebarsTutorials.ts',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        breadcrumbs: true,
        editUrl: externalLinks.editBase,
        remarkPlugins,
        rehypePlugins: [...mathRehypePlugins, rehypeAccessibleMarkup],
      } satisfies DocsOptions,
    ],
    ['./src/plugins/tutorials-index/index.ts', {path: 'tutorials', routeBasePath: 'tutorials'}],
    ['./src/plugins/showcase-check/index.ts', {file: 'src/data/showcase.ts', loadEntries: () => showcaseEntries}],
    [
      '@docusaurus/plugin-client-redirects',
      {
        createRedirects: clientRedirectSources(
          redirects,
          [LEGACY_LIST, SERVED_LIST, HISTORY_LIST].flatMap((list) => readPathList(list)),
          new Set(readPathList(SERVED_LIST)),
        ),
      },
    ],
    './src/plugins/legacy-redirects/index.ts',
    ...(searchMode === 'local' ? [['./src/plugins/local-search/index.ts', localSearchOptions]] : []),
    './src/plugins/search-client/index.ts',
    './src/plugins/early-search-shortcut/index.ts',
    './src/plugins/code-on-demand/index.ts',
    ['./src/plugins/llms-txt/index.ts', {sections: localSearchOptions}],
    './src/plugins/robots-txt/index.ts',
    './src/plugins/network-facts/index.ts',
    './src/plugins/upgrades-feed/index.ts',
    './src/plugins/storage-fallback/index.ts',
    './src/plugins/idle-prefetch/index.ts',
    './src/plugins/route-chunk-scripts/index.ts',
    './src/plugins/lazy-route-components/index.ts',
    './src/plugins/idle-hydration/index.ts',
    './src/plugins/compile-hints/index.ts',
    ['./src/plugins/katex-stylesheet/index.ts', {loadStylesheet: () => mathStylesheet}],
    './src/plugins/global-stylesheet/index.ts',
    './src/plugins/mdx-component-imports/index.ts',
    ...(integrations.testHooks ? ['./src/plugins/test-hooks/index.ts'] : []),
    ['@docusaurus/plugin-ideal-image', {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true}],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#1E002B'}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      // Off on purpose: the spec makes dark the first-visit mode for everyone; a reader's toggle is remembered.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'op-reth-switch',
      content:
        'Celo nodes run op-reth: support for op-geth ended on 22 July 2026. Node operators still on op-geth: ' +
        '<a href="/cel2/notices/op-reth-switch">migrate to op-reth</a>.',
      backgroundColor: '#1E002B',
      textColor: '#FFFFFF',
      isCloseable: false,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: ['solidity', 'bash', 'json', 'toml', 'diff', 'docker'],
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: {start: 'highlight-start', end: 'highlight-end'},
        },
        // A sample's setup: hidden from view, kept in what the Copy button copies (src/config/sampleSetup.ts).
        {
          className: SETUP_LINE_CLASS,
          line: SETUP_MARKERS.line,
          block: {start: SETUP_MARKERS.start, end: SETUP_MARKERS.end},
        },
      ],
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    algolia: algoliaConfig,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
