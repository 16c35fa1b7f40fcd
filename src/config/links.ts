/** Addresses outside the site that the page shell links to, in one place. */
/** Where the site is published. */
export const siteUrl = 'https://docs.celo.org';

export const externalLinks = {
  repository: 'https://github.com/celo-org/docs',
  newIssue: 'https://github.com/celo-org/docs/issues/new',
  editBase: 'https://github.com/celo-org/docs/edit/main/',
  translate: 'https://celo.crowdin.com/',
  forum: 'https://forum.celo.org/',
  chat: 'https://chat.celo.org',
  x: 'https://x.com/Celo',
  reddit: 'https://www.reddit.com/r/celo/',
  github: 'https://github.com/celo-org',
  mailingList: 'https://share.hsforms.com/1Qrhush1vSA2WIamd_yL4ow53n4j',
  signalCalendar:
    'https://calendar.google.com/calendar/u/0/embed?src=c_9su6ich1uhmetr4ob3sij6kaqs@group.calendar.google.com',
  communityCalendar:
    'https://calendar.google.com/calendar/u/0/r?cid=c_asn0b4c1emdgsq3urlh2ei2dig@group.calendar.google.com',
  foundation: 'https://celo.org',
  careers: 'https://celo.org/careers',
  dappsDirectory: 'https://www.celopg.eco/ecosystem',
} as const;
