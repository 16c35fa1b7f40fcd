import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import Loadable from 'react-loadable';
import {renderToString} from 'react-dom/server';
import type {ComponentType, ReactNode} from 'react';
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

  it("renders on the server as Docusaurus' server entry does: preload the route, then render it once, reporting its modules", async () => {
    // The server entry awaits preload(pathname) and then renders synchronously inside Loadable.Capture, whose reports
    // become the page's chunk list; a lazy route must be fully loaded by its preload for that render to have content.
    expect(coreSource('client/serverEntry.js')).toMatch(/await preload\(pathname\);[\s\S]*<Loadable\.Capture report=/);
    const create = vi.fn(
      (routePath: string) =>
        Loadable({
          loader: () => Promise.resolve(({title}: {title?: string}) => <h1>{`${routePath}: ${title}`}</h1>),
          loading: () => null,
          modules: [`@site/route${routePath}`],
          webpack: () => [`route${routePath}`],
        }) as unknown as ReturnType<Parameters<typeof lazyComponentCreator>[0]>,
    );
    const Route = lazyComponentCreator(create)('/network', 'ghi');
    await Route.preload();
    const reported: string[] = [];
    // The package's types omit Capture's children, which the server entry passes.
    const Capture = Loadable.Capture as unknown as ComponentType<{
      report: (moduleName: string) => void;
      children: ReactNode;
    }>;
    const html = renderToString(
      <Capture report={(moduleName) => reported.push(moduleName)}>
        <Route title="Network" />
      </Capture>,
    );
    expect(html).toBe('<h1>/network: Network</h1>');
    expect(reported).toEqual(['@site/route/network']);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
