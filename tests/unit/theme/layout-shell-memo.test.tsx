import {render} from '@testing-library/react';
import type {ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';

const renders = vi.hoisted(() => ({navbar: 0, footer: 0, navbarItems: [] as string[]}));
vi.mock('@theme-original/Navbar', () => ({
  default: () => {
    renders.navbar += 1;
    return <nav />;
  },
}));
vi.mock('@theme-original/Footer', () => ({
  default: () => {
    renders.footer += 1;
    return <footer />;
  },
}));
vi.mock('@theme-original/NavbarItem', () => ({
  default: ({label}: {label: string}) => {
    renders.navbarItems.push(label);
    return <a href="/">{label}</a>;
  },
}));
vi.mock('@site/src/components/AiAssistant', () => ({default: () => null}));
vi.mock('@site/src/components/HydrateApart', () => ({default: ({children}: {children: ReactNode}) => children}));

const {default: Navbar} = await import('../../../src/theme/Navbar');
const {default: Footer} = await import('../../../src/theme/Footer');
const {default: NavbarItem} = await import('../../../src/theme/NavbarItem');

/** A page's layout as Docusaurus' Layout draws it: the navbar, the page's content, the footer. */
function Layout({children}: {children: ReactNode}) {
  return (
    <>
      <Navbar />
      <main>{children}</main>
      <Footer />
    </>
  );
}

describe('the navbar and the footer', () => {
  it('do not render again when the page they are laid out in does (the search page, as its results arrive)', () => {
    const {rerender, getByText} = render(<Layout>Searching</Layout>);
    rerender(<Layout>30 results</Layout>);
    expect(getByText('30 results')).toBeTruthy();
    expect(renders).toMatchObject({navbar: 1, footer: 1});
  });

  it('render an item again only when its own props change, not each time the navbar content does', () => {
    const items = [{label: 'Docs'}, {label: 'Blog'}];
    const NavbarItems = ({mobileSidebarShown}: {mobileSidebarShown: boolean}) => (
      <div data-mobile-sidebar={mobileSidebarShown}>
        {items.map((item) => (
          <NavbarItem key={item.label} {...item} />
        ))}
      </div>
    );
    const {rerender} = render(<NavbarItems mobileSidebarShown={false} />);
    rerender(<NavbarItems mobileSidebarShown />);
    expect(renders.navbarItems).toEqual(['Docs', 'Blog']);
  });
});
