import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {lazyComponentCreator} from '@site/src/plugins/lazy-route-components/lazyComponentCreator';

const core = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
const coreSource = (file: string) => readFileSync(path.join(core, 'lib', file), 'utf8');

/** A stand-in for react-loadable's component: it renders its props and can be preloaded. */
function fakeLoadable(path: string) {
  const Loadable = ({title}: {title?: string}) => <h1>{`${path}: ${title}`}</h1>;
  return Object.assign(Loadable, {preload: vi.fn(() => Promise.resolve())});
}

describe('lazy route components', () => {
  it('creates no route component until its route is preloaded, then creates it once', async () => {
    const create = vi.fn(fakeLoadable);
    const ComponentCreator = lazyComponentCreator(create);
    const routes = ['/general', '/network', '/blog'].map((routePath) => ComponentCreator(routePath, 'abc'));
    expect(create).not.toHaveBeenCalled();

    await routes[0].preload();
    await routes[0].preload();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('/general', 'abc');
  });

  it('renders the route component with the props the router passes', () => {
    const create = vi.fn(fakeLoadable);
    const Route = lazyComponentCreator(create)('/network', 'def');
    render(<Route title="Network" />);
    expect(screen.getByRole('heading', {name: '/network: Network'})).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is what the generated route table imports, and Docusaurus' preload goes through the route's component", () => {
    expect(coreSource('server/codegen/codegenRoutes.js')).toContain(
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
    );
    expect(coreSource('client/preload.js')).toMatch(/match\.route\.component\.preload\?\.\(\)/);
  });
});
