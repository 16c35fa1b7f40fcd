import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {cliTopics} from '@site/src/data/cli';
import type {CliCommand, CliFlag} from '@site/src/data/cli/types';
import {withInlineCode} from './inlineCode';
import styles from './styles.module.css';

const statusText = {
  supported: undefined,
  changed: 'Changed on the L2',
  'l1-only': 'L1 only: no longer works on the L2',
} as const;

/** The anchor of a command's section: `account:balance` → `account-balance`. */
export function commandAnchor(id: string): string {
  return id.replace(/[:]/g, '-').toLowerCase();
}

function flagName(flag: CliFlag): string {
  return flag.char ? `-${flag.char}, --${flag.name}` : `--${flag.name}`;
}

function FlagTable({flags}: {flags: CliCommand['flags']}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((flag) => (
          <tr key={flag.name}>
            <th scope="row">
              <code>{flagName(flag)}</code>
              {flag.required && <span className={styles.required}> required</span>}
            </th>
            <td>{flag.type === 'enum' && flag.options ? flag.options.join(' | ') : flag.type}</td>
            <td>{flag.default === undefined ? '—' : <code>{flag.default}</code>}</td>
            <td>{withInlineCode(flag.description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Command({command}: {command: CliCommand}): ReactNode {
  const status = statusText[command.l2Status];
  return (
    <section className={styles.command}>
      <Heading as="h3" id={commandAnchor(command.id)}>
        <code>{command.id}</code>
      </Heading>
      {status && (
        <p className={styles.status}>
          <strong>{status}.</strong> {command.l2Note && withInlineCode(command.l2Note)}
        </p>
      )}
      <p>{withInlineCode(command.purpose)}</p>
      {command.aliases && command.aliases.length > 0 && (
        <p>
          {withInlineCode(
            `Other names for this command: ${command.aliases.map((alias) => `\`${alias}\``).join(', ')}.`,
          )}
        </p>
      )}
      <CodeBlock language="bash" title="Usage">
        {command.usage}
      </CodeBlock>
      {command.args.length > 0 && (
        <>
          <p className={styles.label}>Arguments</p>
          <ul>
            {command.args.map((arg) => (
              <li key={arg.name}>
                <code>{arg.name}</code>
                {arg.required ? ' (required)' : ' (optional)'}: {withInlineCode(arg.description)}
              </li>
            ))}
          </ul>
        </>
      )}
      {command.flags.length > 0 && (
        <>
          <p className={styles.label}>Flags</p>
          <FlagTable flags={command.flags} />
        </>
      )}
      <p className={styles.label}>{command.examples.length === 1 ? 'Example' : 'Examples'}</p>
      {command.examples.map((example) => (
        <div key={example.command}>
          <p>{withInlineCode(example.description)}</p>
          <CodeBlock language="bash">{example.command}</CodeBlock>
        </div>
      ))}
    </section>
  );
}

/** The reference for every command of one celocli topic: `<CliReference topic="account" />`. */
export default function CliReference({topic}: {topic: string}): ReactNode {
  const data = cliTopics[topic];
  if (!data) {
    throw new Error(
      `<CliReference topic="${topic}">: unknown topic "${topic}". Use one of: ${Object.keys(cliTopics).join(', ')}.`,
    );
  }
  return (
    <div className={styles.reference}>
      <nav aria-label={`${topic} commands`} className={styles.index}>
        <ul>
          {data.commands.map((command) => (
            <li key={command.id}>
              <a href={`#${commandAnchor(command.id)}`}>
                <code>{command.id}</code>
              </a>
              {command.l2Status !== 'supported' && <span className={styles.badge}>{statusText[command.l2Status]}</span>}
            </li>
          ))}
        </ul>
      </nav>
      {data.commands.map((command) => (
        <Command key={command.id} command={command} />
      ))}
    </div>
  );
}
