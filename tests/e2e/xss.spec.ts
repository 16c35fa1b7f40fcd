import {expect} from '@playwright/test';
import {openHydrated, openSearchModal} from '../support/page';
import {test as readerTest} from '../support/readerTab';

/** The reader tab, with every call of `pwned` and every dialog it opened recorded, emptied before each test. */
const test = readerTest.extend<{pwnedCalls: unknown[]}, {workerPwnedCalls: unknown[]}>({
  workerPwnedCalls: [
    async ({workerTab: {page}}, provide) => {
      const calls: unknown[] = [];
      await page.exposeFunction('pwned', (id: unknown) => calls.push(id));
      page.on('dialog', (dialog) => {
        calls.push(`dialog: ${dialog.message()}`);
        return dialog.dismiss();
      });
      await provide(calls);
    },
    {scope: 'worker'},
  ],
  pwnedCalls: async ({workerPwnedCalls}, provide) => {
    workerPwnedCalls.length = 0;
    await provide(workerPwnedCalls);
  },
});

/** Each payload tries to call `pwned(n)`; none may succeed, in the search page's `q` or in the search box. */
const payloads = [
  '<script>pwned(1)</script>',
  '<img src=x onerror=pwned(2)>',
  '<svg onload=pwned(3)>',
  '"><script>pwned(4)</script>',
  "'><img src=x onerror=pwned(5)>",
  '<iframe src="javascript:pwned(6)">',
  '<a href="javascript:pwned(7)">click</a>',
  '<body onload=pwned(8)>',
  '<details open ontoggle=pwned(9)>',
  '<math><mtext><img src=x onerror=pwned(10)>',
  '<input autofocus onfocus=pwned(11)>',
  '<video><source onerror=pwned(12)>',
  '<mark onmouseover=pwned(13)>gas</mark>',
  'javascript:pwned(14)',
  '${pwned(15)}',
  '{{constructor.constructor("pwned(16)")()}}',
  '</mark><img src=x onerror=pwned(17)><mark>',
  '<style>@import "javascript:pwned(18)"</style>',
  '%3Cscript%3Epwned(19)%3C/script%3E',
  '<object data="javascript:pwned(20)">',
  '<marquee onstart=pwned(21)>validator',
  '"><svg><animate onbegin=pwned(22) attributeName=x dur=1s>',
];

for (const [index, payload] of payloads.entries()) {
  test(`payload ${index + 1} runs neither from ?q= nor from the search box`, async ({tab: {page}, pwnedCalls}) => {
    await openHydrated(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('searchbox').first()).toHaveValue(payload.slice(0, 64));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await openSearchModal(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill(payload);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await page.locator('.DocSearch-Hit mark, .DocSearch-NoResults').first().hover();

    expect(pwnedCalls).toEqual([]);
  });
}
