import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks} from './links';

export const navbar = {
  title: 'Celo Docs',
  hideOnScroll: false,
  logo: {
    alt: 'Celo Docs home',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 96,
    height: 32,
  },
  items: [
    {to: '/general', label: 'What is the platform', position: 'left'},
    {to: '/build', label: 'Build', position: 'left'},
    {to: '/developer', label: 'Tooling', position: 'left'},
    {to: '/cel2', label: 'Layer 2', position: 'left'},
    {
      type: 'dropdown',
      label: 'More',
      position: 'left',
      items: [
        {to: '/protocol', label: 'Protocol'},
        {to: '/validator', label: 'Validators'},
        {to: '/holder', label: 'Holders'},
        {to: '/cli', label: 'CLI'},
        {href: externalLinks.dappsDirectory, label: 'dApps directory'},
      ],
    },
    {type: 'docsVersionDropdown', position: 'right'},
    {
      type: 'localeDropdown',
      position: 'right',
      dropdownItemsAfter: [{href: externalLinks.translate, label: 'Help us translate'}],
    },
    {
      type: 'dropdown',
      label: 'Support',
      position: 'right',
      items: [
        {href: externalLinks.forum, label: 'Ask on the forum'},
        {href: externalLinks.newIssue, label: 'Leave feedback'},
      ],
    },
    {type: 'search', position: 'right'},
    {
      href: externalLinks.repository,
      position: 'right',
      className: 'header-github-link',
      'aria-label': 'GitHub repository',
    },
  ],
} satisfies Navbar;
