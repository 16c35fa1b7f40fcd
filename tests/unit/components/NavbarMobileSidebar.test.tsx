import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import MobileSidebar from '../../../src/theme/Navbar/MobileSidebar';

const mobileSidebar = vi.hoisted(() => ({shown: false}));
vi.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => mobileSidebar}));

function renderWithMenuButton() {
  mobileSidebar.shown = false;
  return render(
    <>
      <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar">
        <svg aria-hidden="true" />
      </button>
      <button type="button">Another button</button>
      <MobileSidebar />
    </>,
  );
}

describe('phone menu', () => {
  it('renders nothing until the reader reaches for the menu button', () => {
    renderWithMenuButton();
    fireEvent.pointerDown(screen.getByRole('button', {name: 'Another button'}));
    fireEvent.focusIn(screen.getByRole('button', {name: 'Another button'}));
    expect(screen.queryByTestId('stock-mobile-sidebar')).toBeNull();
  });

  it('renders the menu from the first press on the menu button, before its click opens it', () => {
    renderWithMenuButton();
    fireEvent.pointerDown(screen.getByRole('button', {name: 'Toggle navigation bar'}).firstChild!);
    expect(screen.getByTestId('stock-mobile-sidebar')).toBeTruthy();
  });

  it('renders the menu when the focus reaches the menu button', () => {
    renderWithMenuButton();
    act(() => screen.getByRole('button', {name: 'Toggle navigation bar'}).focus());
    expect(screen.getByTestId('stock-mobile-sidebar')).toBeTruthy();
  });

  it('renders the menu once it is open, however it was opened', () => {
    const {rerender} = renderWithMenuButton();
    mobileSidebar.shown = true;
    rerender(<MobileSidebar />);
    expect(screen.getByTestId('stock-mobile-sidebar')).toBeTruthy();
  });
});

describe("Docusaurus' theme, which the phone menu's wrapper relies on", () => {
  const themeClassic = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'));
  const source = (file: string) => readFileSync(path.join(themeClassic, file), 'utf8');

  it('renders the whole menu whenever the window is phone-sized, shown or not', () => {
    const menu = source('lib/theme/Navbar/MobileSidebar/index.js');
    expect(menu).toMatch(/if \(!mobileSidebar\.shouldRender\) \{\s*return null;\s*\}/);
    expect(menu).toContain('primaryMenu={<NavbarMobileSidebarPrimaryMenu />}');
    expect(menu).toContain('secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}');
  });

  it('says whether the menu is open, and opens it with a button of class navbar__toggle', () => {
    const context = source('../theme-common/lib/contexts/navbarMobileSidebar.js');
    expect(context).toMatch(/const shouldRender = !disabled && windowSize === 'mobile';/);
    expect(context).toContain('({ disabled, shouldRender, toggle, shown })');
    expect(source('lib/theme/Navbar/MobileSidebar/Toggle/index.js')).toContain('className="navbar__toggle');
  });
});
