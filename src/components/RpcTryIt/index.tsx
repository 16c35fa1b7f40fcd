import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {networks} from '@site/src/data/networks';
import {tokens} from '@site/src/data/tokens';
import {requireRpcMethod} from '@site/src/data/rpc/methods';
import {exampleParams} from '@site/src/data/rpc/examples';
import {endpointFor, tryItOrigins} from '@site/src/data/rpc/endpoints';
import {formFields, formValuesOf, parseForm, type FormField, type FormValues} from '@site/src/data/rpc/form';
import {decodeResult} from '@site/src/data/rpc/decode';
import {curlCommand, rpcRequest, type RpcRequest} from '@site/src/data/rpc/request';
import type {RpcMethod} from '@site/src/data/rpc/types';
import {useSampleNetwork} from '@site/src/plugins/network-samples/choice';
import type {SampleNetworkId} from '@site/src/plugins/network-samples/placeholders';
import {TRY_IT_ATTRIBUTE} from '@site/src/plugins/rpc-reference/tryItMarker.mjs';
import {explainRpcError, sendRpc, type Outcome} from './send';
import styles from './styles.module.css';

const chainNames = Object.fromEntries(Object.values(networks).map((network) => [network.chainId, network.name]));

/** The symbol the result's wei amounts are in: CELO, or the fee currency the request named (`eth_gasPrice`'s only parameter). */
function currencyOf(method: RpcMethod, params: readonly unknown[], network: SampleNetworkId): string {
  const feeCurrency = params[0];
  if (method.params[0]?.name !== 'feeCurrency' || typeof feeCurrency !== 'string') return 'CELO';
  const token = tokens.find(
    (item) => item.network === network && item.feeCurrency?.toLowerCase() === feeCurrency.toLowerCase(),
  );
  return token?.symbol ?? 'fee-currency';
}

function Field({
  field,
  value,
  error,
  onChange,
  listId,
}: {
  field: FormField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  listId?: string;
}) {
  const id = useId();
  const hint = `${id}-hint`;
  const problem = `${id}-error`;
  const common = {
    id,
    name: field.id,
    'aria-describedby': error ? `${problem} ${hint}` : hint,
    'aria-invalid': error ? true : undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{field.label}</code>
        {field.required ? ' (required)' : ' (optional)'}
      </label>
      {field.schema.type === 'boolean' ? (
        <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="false">false</option>
          <option value="true">true</option>
        </select>
      ) : (
        <input
          {...common}
          type="text"
          spellCheck={false}
          autoComplete="off"
          list={listId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <p id={hint} className={styles.hint}>
        {field.description}
      </p>
      {error && (
        <p id={problem} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Scroll({label, children}: {label: string; children: string}) {
  return (
    <pre className={styles.pre} tabIndex={0} aria-label={label}>
      {children}
    </pre>
  );
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

function Explanation({outcome, method}: {outcome: Outcome; method: string}): ReactNode {
  switch (outcome.kind) {
    case 'network':
      return (
        <p>
          <strong>No answer reached the page.</strong> You may be offline, an extension or network may block the
          endpoint, or it does not allow requests from this site (CORS). The browser said: {outcome.message}
        </p>
      );
    case 'rate-limit':
      return (
        <p>
          <strong>Rate limited (HTTP 429).</strong> The public endpoint is free and limits how often you call it. Wait a
          few seconds and send again, or use your own node or a provider for more.
        </p>
      );
    case 'http':
      return (
        <p>
          <strong>The endpoint answered HTTP {outcome.status}.</strong> It did not run the request: it may be down or
          refusing this kind of request.
        </p>
      );
    case 'malformed':
      return (
        <p>
          <strong>The answer is not JSON-RPC.</strong> A proxy, captive portal or error page may have answered instead
          of the node.
        </p>
      );
    case 'rpc-error':
      return (
        <p>
          <strong>
            JSON-RPC error {outcome.code}: {outcome.message}
          </strong>{' '}
          {explainRpcError(outcome.code, method)}
        </p>
      );
    case 'result':
      return null;
  }
}

function Answer({
  outcome,
  request,
  url,
  method,
  network,
}: {
  outcome: Outcome;
  request: RpcRequest;
  url: string;
  method: RpcMethod;
  network: SampleNetworkId;
}) {
  const rows =
    outcome.kind === 'result'
      ? decodeResult(outcome.result, method.result.schema, {
          currency: currencyOf(method, request.params, network),
          chainNames,
        })
      : [];
  return (
    <div className={styles.answer} data-outcome={outcome.kind}>
      <p>
        {outcome.kind === 'result' ? 'Answered' : 'Failed'} in <strong>{outcome.ms} ms</strong>.
      </p>
      <Explanation outcome={outcome} method={method.name} />
      {'body' in outcome && outcome.body !== '' && (
        <>
          <h4>Response</h4>
          <Scroll label="Response">{pretty(outcome.body)}</Scroll>
        </>
      )}
      {outcome.kind === 'result' && outcome.result === null && (
        <p>The result is null: the node does not have what you asked for.</p>
      )}
      {rows.length > 0 && (
        <>
          <h4>Decoded</h4>
          <div className={styles.tableWrap}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Where</th>
                  <th scope="col">Raw</th>
                  <th scope="col">Decoded</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <td>
                      <code>{row.path}</code>
                    </td>
                    <td>
                      <code>{row.raw}</code>
                    </td>
                    <td>{row.decoded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {outcome.kind !== 'result' && (
        <>
          <h4>The same request with curl</h4>
          <CodeBlock language="bash">{curlCommand(url, request)}</CodeBlock>
        </>
      )}
    </div>
  );
}

interface Sent {
  request: RpcRequest;
  url: string;
  outcome?: Outcome;
}

/**
 * A form for one read-only method, built from its schema and prefilled with its example on the reader's network.
 * The server renders the form; only sending happens in the browser, to the network's public endpoint.
 */
export default function RpcTryIt({method: name}: {method: string}): ReactNode {
  const method = requireRpcMethod(name);
  const network = useSampleNetwork();
  const fields = formFields(method);
  const [edited, setEdited] = useState<Partial<Record<SampleNetworkId, FormValues>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const values = edited[network] ?? formValuesOf(method, exampleParams(method, network));
  const url = endpointFor(method, network);
  const networkName = networks[network].name;
  const feeCurrencies = tokens.filter((token) => token.network === network && token.feeCurrency);

  function update(id: string, value: string) {
    setEdited((current) => ({...current, [network]: {...values, [id]: value}}));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url) return;
    const parsed = parseForm(method, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setSent(null);
      const first = fields.find((field) => parsed.errors[field.id]);
      if (first)
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first.id}"]`)?.focus());
      return;
    }
    setErrors({});
    const request = rpcRequest(method.name, parsed.params);
    setSent({request, url});
    const outcome = await sendRpc(url, request);
    setSent({request, url, outcome});
  }

  const positionalErrors = Object.entries(errors).filter(([id]) => !fields.some((field) => field.id === id));
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={`Try ${method.name} on ${networkName}`}
      {...{[TRY_IT_ATTRIBUTE]: tryItOrigins().join(' ')}}>
      <p className={styles.endpoint}>
        {url ? (
          <>
            Sends to <code>{url}</code> ({networkName}), from your browser. Nothing is stored; no key or wallet is
            involved.
          </>
        ) : (
          <>
            {networkName} has no public endpoint that serves <code>{method.name}</code>: op-node’s methods are not on
            Forno. Switch the network to Celo Sepolia, which has a public op-node RPC, or run the curl sample against
            your own op-node.
          </>
        )}
      </p>
      {fields.length === 0 && <p className={styles.hint}>This method takes no parameters.</p>}
      {fields.map((field) => (
        <Field
          key={`${network}-${field.id}`}
          field={field}
          value={values[field.id] ?? (field.schema.type === 'boolean' ? 'false' : '')}
          error={errors[field.id]}
          onChange={(value) => update(field.id, value)}
          listId={field.label.endsWith('feeCurrency') ? listId : undefined}
        />
      ))}
      <datalist id={listId}>
        {feeCurrencies.map((token) => (
          <option key={token.id} value={token.feeCurrency} label={token.symbol} />
        ))}
      </datalist>
      {positionalErrors.map(([id, message]) => (
        <p key={id} className={styles.error}>
          {message}
        </p>
      ))}
      {url && (
        <button type="submit" className="button button--primary button--sm">
          Send {method.name}
        </button>
      )}
      <div aria-live="polite" className={styles.status}>
        {Object.keys(errors).length > 0 && (
          <p className={styles.error}>Nothing was sent: fix the fields marked above.</p>
        )}
        {sent && (
          <>
            <h4>Request</h4>
            <Scroll label="Request">{JSON.stringify(sent.request, null, 2)}</Scroll>
            {sent.outcome ? (
              <Answer outcome={sent.outcome} request={sent.request} url={sent.url} method={method} network={network} />
            ) : (
              <p>Sending…</p>
            )}
          </>
        )}
      </div>
    </form>
  );
}
