import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from './links';

export const footer = {
  style: 'dark',
  logo: {alt: 'Celo', src: 'img/logo-dark.svg', href: '/', width: 96, height: 32},
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'What is Celo', to: '/general'},
        {label: 'Build', to: '/build'},
        {label: 'Tooling', to: '/developer'},
        {label: 'Layer 2', to: '/cel2'},
        {label: 'Protocol', to: '/protocol'},
        {label: 'Tutorials', to: '/tutorials'},
        {label: 'Docs on GitHub', href: externalLinks.repository},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Contributors', to: '/community/guidelines'},
        {label: 'Forum', href: externalLinks.forum},
        {label: 'Discord', href: externalLinks.chat},
        {label: 'X', href: externalLinks.x},
        {label: 'Reddit', href: externalLinks.reddit},
        {label: 'Celo Signal mailing list', href: externalLinks.mailingList},
        {label: 'Celo Signal calendar', href: externalLinks.signalCalendar},
        {label: 'Community calendar', href: externalLinks.communityCalendar},
      ],
    },
    {
      title: 'Ecosystem',
      items: [
        {label: 'Celo Foundation', href: externalLinks.foundation},
        {label: 'Blog', to: '/blog'},
        {label: 'Showcase', to: '/showcase'},
        {label: 'dApps directory', href: externalLinks.dappsDirectory},
        {label: 'Celo on GitHub', href: externalLinks.github},
        {label: 'Careers', href: externalLinks.careers},
      ],
    },
  ],
  copyright: 'Copyright © 2022 Celo Foundation. Built with Docusaurus.',
} satisfies Footer;
