import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import CliReference, {commandAnchor} from '@site/src/components/CliReference';
import {cliTopics} from '@site/src/data/cli';
import {routes} from '../support/routes';

/** The command prefix of a topic page: the lockedgold page documents the renamed `lockedcelo` commands. */
const prefixOf = (topic: string) => (topic === 'lockedgold' ? 'lockedcelo' : topic);

describe('celocli reference data', () => {
  const cliRoutes = routes.filter(({route}) => route.startsWith('/cli/')).map(({route}) => route.slice(5));

  it('covers every /cli topic route', () => {
    expect(Object.keys(cliTopics).sort()).toEqual(cliRoutes.sort());
  });

  for (const [key, topic] of Object.entries(cliTopics)) {
    it(`${key}: commands are complete and consistent`, () => {
      expect(topic.id).toBe(key);
      expect(topic.commands.length).toBeGreaterThan(0);
      const ids = topic.commands.map((command) => command.id);
      expect(new Set(ids).size, 'duplicate command ids').toBe(ids.length);
      for (const command of topic.commands) {
        const where = `${key} → ${command.id}`;
        expect(command.id === prefixOf(key) || command.id.startsWith(`${prefixOf(key)}:`), where).toBe(true);
        expect(command.usage, where).toMatch(/^celocli /);
        expect(command.examples.length, `${where} needs an example`).toBeGreaterThan(0);
        for (const example of command.examples) expect(example.command, where).toMatch(/^celocli /);
        if (command.l2Status !== 'supported')
          expect(command.l2Note, `${where} says what changed on the L2`).toBeTruthy();
        const flags = command.flags.map((flag) => flag.name);
        expect(new Set(flags).size, `${where} repeats a flag`).toBe(flags.length);
      }
    });
  }
});

describe('<CliReference>', () => {
  it('renders every command of a topic with an anchored heading, usage and examples', () => {
    render(<CliReference topic="account" />);
    for (const command of cliTopics.account.commands) {
      const heading = screen.getByRole('heading', {level: 3, name: command.id});
      expect(heading.id).toBe(commandAnchor(command.id));
    }
    expect(screen.getAllByText('Usage').length).toBe(cliTopics.account.commands.length);
  });

  it('marks commands that no longer apply on the L2', () => {
    const topic = Object.values(cliTopics).find((t) => t.commands.some((c) => c.l2Status === 'l1-only'))!;
    render(<CliReference topic={topic.id} />);
    expect(screen.getAllByText(/L1 only: no longer works on the L2/).length).toBeGreaterThan(0);
  });

  it('shows the backticked flags and values of the data as code, not as backticks', () => {
    const {container} = render(<CliReference topic="account" />);
    expect(container.textContent).not.toContain('`');
    const code = Array.from(container.querySelectorAll('td code, p code, li code'), (element) => element.textContent);
    expect(code).toContain('example.org');
  });

  it('fails the page for an unknown topic', () => {
    expect(() => render(<CliReference topic="wallet" />)).toThrow(/unknown topic "wallet"/);
  });
});
